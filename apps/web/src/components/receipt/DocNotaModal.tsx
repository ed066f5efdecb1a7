/**
 * The receipt modal every document shares (nota pembelian, titipan, pesanan, service, hutang, tukar poin): after the
 * document is written (`doc`) or on reprint (`no`, read from the server), the receipt as a page (ReceiptPaper),
 * `Cetak Nota` (the browser's print of the receipt alone) and `Download PDF` (receipt-pdf.ts). Keys: P print, D PDF,
 * Enter close. A document declares its receipt once as a NotaSpec — how to read it and how it maps to a Receipt;
 * test ids are `nota-<id>-title|print|pdf|close|modal` (and the Paper's `nota-<id>-…`).
 */
import { CloseOutlined, FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import { MSG } from '@kilau/domain';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Space, Spin } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { errorText } from '../../lib/api-error.ts';
import { useSession } from '../../lib/session.ts';
import { usePara, useToko } from '../../lib/store-settings.ts';
import { notify } from '../notify.tsx';
import { printNota } from './print-nota.ts';
import { ReceiptPaper } from './ReceiptPaper.tsx';
import type { Receipt } from './receipt.ts';
import './receipt.css';

export type NotaContext = {
  toko: ReturnType<typeof useToko>['data'];
  para: ReturnType<typeof usePara>['data'];
  userId: string;
};

export type NotaSpec<D> = {
  /** Test-id infix: `nota-<id>-…` */
  id: string;
  /** Modal title before the number, e.g. `Nota Pesanan`. */
  title: string;
  docNo: (d: D) => string;
  queryKey: (no: string) => QueryKey;
  fetch: (no: string) => Promise<D>;
  /** The document as its receipt; undefined while it has none to print. */
  build: (doc: D, ctx: NotaContext) => Receipt | undefined;
};

/** The PDF code (jspdf) is imported here, on the first download, never with the screen (issue 16). */
async function savePdf(r: Receipt): Promise<void> {
  const { saveReceiptPdf } = await import('./receipt-pdf.ts');
  saveReceiptPdf(r);
}

export type NotaModalProps<D> = {
  open: boolean;
  no?: string;
  doc?: D;
  onClose: () => void;
  closeText?: ReactNode;
  /**
   * Once the modal has fully closed (a counter: its scan field). Given, the focus no longer goes back to where it
   * was when the receipt opened (often Nama Customer, where the next scanned barcode would land).
   */
  afterClose?: () => void;
};

export function DocNotaModal<D>({ spec, ...props }: NotaModalProps<D> & { spec: NotaSpec<D> }) {
  const userId = useSession()?.user?.user_id ?? '';
  const no = props.no ?? (props.doc ? spec.docNo(props.doc) : undefined);
  const read = useQuery({
    queryKey: spec.queryKey(no ?? '-'),
    queryFn: () => spec.fetch(no as string),
    enabled: props.open && !!no && !props.doc,
    staleTime: 0,
  });
  const toko = useToko();
  const para = usePara();
  const doc = props.doc ?? read.data;
  const model = useMemo(
    () =>
      doc && !toko.isLoading && !para.isLoading
        ? spec.build(doc, { toko: toko.data, para: para.data, userId })
        : undefined,
    [spec, doc, toko.data, toko.isLoading, para.data, para.isLoading, userId],
  );
  const download = async (m: Receipt) => {
    try {
      await savePdf(m);
    } catch (e) {
      void notify.error(errorText(e, MSG.reportFail));
    }
  };
  const keys = useRef({ close: props.onClose, download });
  keys.current = { close: props.onClose, download };
  useEffect(() => {
    if (!props.open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.altKey || e.metaKey) return;
      if (e.key === 'Enter') {
        e.preventDefault();
        keys.current.close();
      } else if ((e.key === 'p' || e.key === 'P') && model) {
        e.preventDefault();
        printNota();
      } else if ((e.key === 'd' || e.key === 'D') && model) {
        e.preventDefault();
        keys.current.download(model);
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [props.open, model]);

  const t = (part: string) => `nota-${spec.id}-${part}`;
  return (
    <Modal
      open={props.open}
      title={
        <span data-testid={t('title')}>
          {spec.title} {model ? model.no : (no ?? '')}
        </span>
      }
      width={820}
      centered
      maskClosable={false}
      onCancel={props.onClose}
      destroyOnHidden
      focusTriggerAfterClose={!props.afterClose}
      afterClose={props.afterClose}
      footer={
        <Space>
          <Button icon={<PrinterOutlined />} disabled={!model} onClick={() => printNota()} data-testid={t('print')}>
            Cetak Nota (P)
          </Button>
          <Button
            icon={<FilePdfOutlined />}
            disabled={!model}
            onClick={() => model && download(model)}
            data-testid={t('pdf')}
          >
            Download PDF (D)
          </Button>
          <Button type="primary" icon={<CloseOutlined />} onClick={props.onClose} data-testid={t('close')} autoFocus>
            {props.closeText ?? 'Tutup'}
          </Button>
        </Space>
      }
    >
      <div className="k-nota-preview" data-testid={t('modal')}>
        {read.error && !model ? (
          <Alert type="error" showIcon title={errorText(read.error, MSG.noConnection)} />
        ) : !model ? (
          <div className="k-loading">
            <Spin />
          </div>
        ) : (
          <>
            <ReceiptPaper r={model} id={spec.id} />
            {createPortal(
              <div id="k-nota-print">
                <style>{'@page { size: A4 portrait; margin: 6mm; }'}</style>
                <ReceiptPaper r={model} id={spec.id} inner={false} />
              </div>,
              document.body,
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
