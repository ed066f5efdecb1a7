/**
 * The receipt after a sale and on reprint: a preview of the printable page, `Cetak Nota` (the browser's print
 * of the page alone, on the paper of NOTA_UKURAN) and `Download PDF`. Keys: P print, D PDF, Enter close. It closes
 * only by its own button or key (a click on the backdrop does nothing). With `onScan` (the counter), digits typed
 * while it is open are a barcode: Enter then hands it over (the caller closes and starts the next sale with it).
 */
import { CloseOutlined, FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import type { Sale } from '@kilau/domain';
import { MSG, padBarcode } from '@kilau/domain';
import { Alert, Button, Modal, Space, Spin } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { notify } from '../../../components/notify.tsx';
import type { NotaAssets } from '../../../components/receipt/nota-assets.ts';
import { printNota } from '../../../components/receipt/print-nota.ts';
import '../../../components/receipt/receipt.css';
import { errorText } from '../../../lib/api-error.ts';
import { NotaPaper } from './NotaPaper.tsx';
import type { NotaModel } from './nota-model.ts';
import { useNota } from './use-nota.ts';

const PAGE: Record<NotaModel['ukuran'], string> = {
  A5: 'A5 portrait',
  A4: 'A4 portrait',
  THERMAL80: '80mm 297mm',
};

/** The PDF code (jspdf) loads here, on the first download, never with the counter (issue 16). */
export async function downloadNotaPdf(m: NotaModel, a: NotaAssets): Promise<void> {
  try {
    const { notaFileName, notaPdf } = await import('./nota-pdf.ts');
    notaPdf(m, a).save(notaFileName(m.noFaktur));
  } catch (e) {
    void notify.error(errorText(e, MSG.reportFail));
  }
}

/** The hidden copy the printer gets. */
function PrintCopy({ m, a }: { m: NotaModel; a: NotaAssets }) {
  return createPortal(
    <div id="k-nota-print">
      <style>{`@page { size: ${PAGE[m.ukuran]}; margin: ${m.ukuran === 'THERMAL80' ? '2mm' : '6mm'}; }`}</style>
      <NotaPaper m={m} a={a} inner={false} />
    </div>,
    document.body,
  );
}

export function NotaModal(props: {
  open: boolean;
  no?: string;
  sale?: Sale;
  onClose: () => void;
  closeText?: ReactNode;
  /** A barcode scanned (digits + Enter) while the receipt is open. */
  onScan?: (barcode: string) => void;
  /** Once fully closed (the counter's scan field); the focus then does not go back to where it was on opening. */
  afterClose?: () => void;
}) {
  const { model, assets, loading, error } = useNota(
    props.open ? (props.no ?? props.sale?.no_faktur_group) : undefined,
    props.sale,
  );
  const ready = props.open && model && assets;
  const [busy, setBusy] = useState(false);
  const close = useRef(props.onClose);
  close.current = props.onClose;
  const scan = useRef(props.onScan);
  scan.current = props.onScan;
  const typed = useRef('');

  useEffect(() => {
    if (!props.open) return;
    typed.current = '';
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.altKey || e.metaKey) return;
      if (scan.current && /^[0-9]$/.test(e.key)) {
        e.preventDefault();
        e.stopPropagation();
        typed.current += e.key;
        return;
      }
      const code = typed.current;
      typed.current = '';
      if (e.key === 'Enter') {
        e.preventDefault();
        e.stopPropagation();
        if (code && scan.current) scan.current(padBarcode(code));
        else close.current();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [props.open]);

  useEffect(() => {
    if (!ready) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.altKey || e.metaKey) return;
      if (e.key === 'p' || e.key === 'P') {
        e.preventDefault();
        printNota();
      } else if (e.key === 'd' || e.key === 'D') {
        e.preventDefault();
        void downloadNotaPdf(model, assets);
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [ready, model, assets]);

  const width = model?.ukuran === 'A4' ? 880 : model?.ukuran === 'THERMAL80' ? 420 : 680;
  return (
    <Modal
      open={props.open}
      title={<span data-testid="nota-title">Nota {model?.noFaktur ?? props.no ?? ''}</span>}
      width={width}
      centered
      maskClosable={false}
      onCancel={props.onClose}
      destroyOnHidden
      focusTriggerAfterClose={!props.afterClose}
      afterClose={props.afterClose}
      footer={
        <Space>
          <Button icon={<PrinterOutlined />} disabled={!ready} onClick={() => printNota()} data-testid="nota-print">
            Cetak Nota (P)
          </Button>
          <Button
            icon={<FilePdfOutlined />}
            disabled={!ready}
            loading={busy}
            onClick={async () => {
              if (!model || !assets) return;
              setBusy(true);
              await downloadNotaPdf(model, assets);
              setBusy(false);
            }}
            data-testid="nota-pdf"
          >
            Download PDF (D)
          </Button>
          <Button type="primary" icon={<CloseOutlined />} onClick={props.onClose} data-testid="nota-close" autoFocus>
            {props.closeText ?? 'Tutup'}
          </Button>
        </Space>
      }
    >
      <div className="k-nota-preview" data-testid="nota-modal">
        {error && !model ? (
          <Alert type="error" showIcon title={errorText(error, MSG.noConnection)} />
        ) : loading || !model || !assets ? (
          <div className="k-loading">
            <Spin />
          </div>
        ) : (
          <>
            <NotaPaper m={model} a={assets} />
            <PrintCopy m={model} a={assets} />
          </>
        )}
      </div>
    </Modal>
  );
}
