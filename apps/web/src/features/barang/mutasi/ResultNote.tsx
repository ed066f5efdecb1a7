/** The last saved action of a screen, kept visible after the success dialog closes. */
import { Alert } from 'antd';
import type { ReactNode } from 'react';

export function ResultNote(props: { title: ReactNode; children?: ReactNode; onClose?: () => void; testId?: string }) {
  return (
    <Alert
      className="k-mb"
      type="success"
      showIcon
      title={<span data-testid={props.testId ?? 'result'}>{props.title}</span>}
      description={props.children}
      closable={props.onClose ? { onClose: props.onClose } : undefined}
    />
  );
}
