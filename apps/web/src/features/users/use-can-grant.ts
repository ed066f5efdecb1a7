/** The screens the signed-in user may grant in the menu editors: the ones they hold (all for OWN/SU/MU). */
import { grantedPaths, hasFullMenu } from '@kilau/domain';
import { useMemo } from 'react';
import { useSession } from '../../lib/session.ts';

export function useCanGrant(): { me: string | undefined; canGrant: ((path: string) => boolean) | undefined } {
  const s = useSession();
  return useMemo(() => {
    if (!s || hasFullMenu(s.user.level)) return { me: s?.user.user_id, canGrant: undefined };
    const held = grantedPaths(s.menu);
    return { me: s.user.user_id, canGrant: (p: string) => held.has(p.toLowerCase()) };
  }, [s]);
}
