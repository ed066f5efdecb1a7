/**
 * The one dialog and toast helper (STYLE.md §7), usable outside React (the API client) through a bridge to
 * antd's App context. Durations are spec §9's: error dialogs 3 s, success dialogs 2 s, toasts 3 s.
 */
import { MSG, UI } from '@kilau/domain';
import { App, type ButtonProps, Modal as StaticModal, message as staticMessage } from 'antd';
import type { ReactNode } from 'react';
import { tid } from '../lib/test-id.ts';

type Ctx = Pick<ReturnType<typeof App.useApp>, 'modal' | 'message'>;
let ctx: Ctx | undefined;

/** Mounted once inside antd's <App>: gives the helpers the themed, localised instances. */
export function DialogBridge() {
  const app = App.useApp();
  ctx = app;
  return null;
}

type ModalApi = Pick<typeof StaticModal, 'error' | 'success' | 'info' | 'warning' | 'confirm'>;
const modal = (): ModalApi => ctx?.modal ?? StaticModal;
const toastApi = (): Ctx['message'] => ctx?.message ?? staticMessage;

export const DURATION = { error: 3000, success: 2000, toast: 3 } as const;

type Kind = 'error' | 'success' | 'info' | 'warning';

/** Root test id of a dialog. */
const rootId = (id: string) => (node: ReactNode) => <div data-testid={id}>{node}</div>;

/**
 * antd renders a confirm's `title` twice (a hidden copy labels the dialog), which doubles every text a test or
 * a screen reader looks for; so title and text both go in the content, each rendered once.
 */
function body(title: ReactNode, content: ReactNode): ReactNode {
  return (
    <div className="k-dialog-body">
      {title !== null && title !== undefined && <div className="k-dialog-title">{title}</div>}
      {content !== null && content !== undefined && <div className="k-dialog-text">{content}</div>}
    </div>
  );
}

function timed(kind: Kind, title: ReactNode, content: ReactNode, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const inst = modal()[kind]({
      content: body(title, content),
      okText: UI.ok,
      okButtonProps: tid<ButtonProps>('dialog-ok'),
      centered: true,
      rootClassName: `k-dialog k-dialog-${kind}`,
      modalRender: rootId(`dialog-${kind}`),
      afterClose: () => resolve(),
    });
    setTimeout(() => inst.destroy(), ms);
  });
}

const text = (id: string, t: string) => <span data-testid={id}>{t}</span>;

/** Short message at the top, gone after 3 s. */
function toast(type: Kind, t: string): void {
  void toastApi().open({ type, content: text(`toast-${type}`, t), duration: DURATION.toast });
}

export const notify = {
  /** "Oopss!!" dialog, closes itself after 3 s. */
  error: (t: string) => timed('error', MSG.dialogError, text('dialog-error-text', t), DURATION.error),
  /** Success dialog, closes itself after 2 s. */
  success: (t: string) => timed('success', t, null, DURATION.success),
  /** "Informasi !!!" dialog. */
  info: (t: string) => timed('info', MSG.dialogInfo, text('dialog-info-text', t), DURATION.error),
  toast: {
    error: (t: string) => toast('error', t),
    success: (t: string) => toast('success', t),
    info: (t: string) => toast('info', t),
    warning: (t: string) => toast('warning', t),
  },
};

export type ConfirmOptions = {
  title: ReactNode;
  content?: ReactNode;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
  testId?: string;
  width?: number;
};

/** A yes/no question; resolves true on OK. Defaults to the spec's `Tidak` / `OK`. */
export function confirm(o: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const id = o.testId ?? 'confirm';
    modal().confirm({
      content: body(o.title, o.content),
      modalRender: rootId(id),
      okText: o.okText ?? UI.ok,
      cancelText: o.cancelText ?? UI.no,
      okButtonProps: { ...tid<ButtonProps>(`${id}-ok`), danger: o.danger },
      cancelButtonProps: tid<ButtonProps>(`${id}-cancel`),
      centered: true,
      width: o.width,
      rootClassName: 'k-dialog k-dialog-confirm',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/** "Warning !!!" with `Batal` / `Aktifkan` (spec §8's generic warning). */
export const confirmWarning = (content: ReactNode, okText = 'Aktifkan') =>
  confirm({ title: MSG.dialogWarning, content, okText, cancelText: UI.cancel, testId: 'warning' });

export type BlockingOptions = { title: string; content: ReactNode; okText?: string; onOk?: () => void; testId: string };

/** A dialog that cannot be dismissed except through its button (or never, without one). */
export function blocking(o: BlockingOptions): { destroy: () => void } {
  return modal().warning({
    content: body(o.title, o.content),
    modalRender: rootId(o.testId),
    okText: o.okText ?? UI.ok,
    okButtonProps: { ...tid<ButtonProps>(`${o.testId}-ok`), style: o.onOk ? undefined : { display: 'none' } },
    onOk: () => o.onOk?.(),
    keyboard: false,
    mask: { closable: false },
    closable: false,
    centered: true,
    rootClassName: 'k-dialog k-dialog-blocking',
  });
}
