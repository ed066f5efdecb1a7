/** Asks before a change of what the tree editor shows throws away unsaved toggles. */
import { UI } from '@kilau/domain';
import { useCallback, useRef } from 'react';
import { confirm } from '../../components/notify.tsx';
import { USERS_UI } from './users.texts.ts';

export function useDiscardGuard() {
  const dirty = useRef(false);
  const onDirtyChange = useCallback((d: boolean) => {
    dirty.current = d;
  }, []);
  const canLeave = async (): Promise<boolean> =>
    !dirty.current ||
    confirm({
      title: USERS_UI.discardTitle,
      content: USERS_UI.discardText,
      okText: USERS_UI.discard,
      cancelText: UI.cancel,
      danger: true,
      testId: 'discard-confirm',
    });
  return { onDirtyChange, canLeave };
}
