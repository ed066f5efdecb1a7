/**
 * The order receipt after an order and on reprint (/lihat-pesanan): the slip as a page, `Cetak Nota` (the browser's
 * print of the slip alone) and `Download PDF`. Keys: P print, D PDF, Enter close.
 */
import { CloseOutlined, FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import type { PesananDoc } from '@kilau/domain';
import { MSG } from '@kilau/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Space, Spin } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { notify } from '../../../components/notify.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query.ts';
import { useSession } from '../../../lib/session.ts';
import { printNota } from '../../penjualan/nota/NotaModal.tsx';
import { useToko } from '../../penjualan/shared/sales-queries.ts';
import { fetchPesanan } from '../pesanan-api.ts';
import { NotaPesananPaper } from './NotaPesananPaper.tsx';
import { buildNotaPesanan, type NotaPesananModel } from './nota-pesanan-model.ts';
import { notaPesananFileName, notaPesananPdf } from './nota-pesanan-pdf.ts';

function download(m: NotaPesananModel) {
  try {
    notaPesananPdf(m).save(notaPesananFileName(m.noPesanan));
  } catch (e) {
    void notify.error(errorText(e, MSG.reportFail));
  }
}

export function NotaPesananModal(props: {
  open: boolean;
  no?: string;
  doc?: PesananDoc;
  onClose: () => void;
  closeText?: ReactNode;
}) {
  const user = useSession()?.user;
  const no = props.no ?? props.doc?.no_pesanan;
  const read = useQuery({
    queryKey: queryKeys.pesanan('one', no ?? '-'),
    queryFn: () => fetchPesanan(no as string),
    enabled: props.open && !!no && !props.doc,
    staleTime: 0,
  });
  const toko = useToko();
  const doc = props.doc ?? read.data;
  const model = useMemo(
    () => (doc && !toko.isLoading ? buildNotaPesanan(doc, toko.data, user?.user_id ?? '') : undefined),
    [doc, toko.data, toko.isLoading, user?.user_id],
  );
  const close = useRef(props.onClose);
  close.current = props.onClose;
  useEffect(() => {
    if (!props.open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.altKey || e.metaKey) return;
      if (e.key === 'Enter') {
        e.preventDefault();
        close.current();
      } else if ((e.key === 'p' || e.key === 'P') && model) {
        e.preventDefault();
        printNota();
      } else if ((e.key === 'd' || e.key === 'D') && model) {
        e.preventDefault();
        download(model);
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [props.open, model]);

  return (
    <Modal
      open={props.open}
      title={<span data-testid="nota-ps-title">Nota Pesanan {model?.noPesanan ?? no ?? ''}</span>}
      width={820}
      centered
      maskClosable={false}
      onCancel={props.onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button icon={<PrinterOutlined />} disabled={!model} onClick={() => printNota()} data-testid="nota-ps-print">
            Cetak Nota (P)
          </Button>
          <Button
            icon={<FilePdfOutlined />}
            disabled={!model}
            onClick={() => model && download(model)}
            data-testid="nota-ps-pdf"
          >
            Download PDF (D)
          </Button>
          <Button type="primary" icon={<CloseOutlined />} onClick={props.onClose} data-testid="nota-ps-close" autoFocus>
            {props.closeText ?? 'Tutup'}
          </Button>
        </Space>
      }
    >
      <div className="k-nota-preview" data-testid="nota-ps-modal">
        {read.error && !model ? (
          <Alert type="error" showIcon title={errorText(read.error, MSG.noConnection)} />
        ) : !model ? (
          <div className="k-loading">
            <Spin />
          </div>
        ) : (
          <>
            <NotaPesananPaper m={model} />
            {createPortal(
              <div id="k-nota-print">
                <style>{'@page { size: A4 portrait; margin: 6mm; }'}</style>
                <NotaPesananPaper m={model} inner={false} />
              </div>,
              document.body,
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
