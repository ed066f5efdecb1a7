/**
 * The loan receipt after a loan is made and on reprint (/lihat-hutang): the slip as a page, `Cetak Nota` (the browser's
 * print of the slip alone) and `Download PDF`. Keys: P print, D PDF, Enter close.
 */
import { CloseOutlined, FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import type { HutangDoc } from '@kilau/domain';
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
import { usePara, useToko } from '../../penjualan/shared/sales-queries.ts';
import { fetchHutang } from '../hutang-api.ts';
import { NotaHutangPaper } from './NotaHutangPaper.tsx';
import { buildNotaHutang, type NotaHutangModel } from './nota-hutang-model.ts';
import { notaHutangFileName, notaHutangPdf } from './nota-hutang-pdf.ts';

function download(m: NotaHutangModel) {
  try {
    notaHutangPdf(m).save(notaHutangFileName(m.noHutang));
  } catch (e) {
    void notify.error(errorText(e, MSG.reportFail));
  }
}

export function NotaHutangModal(props: {
  open: boolean;
  no?: string;
  doc?: HutangDoc;
  onClose: () => void;
  closeText?: ReactNode;
}) {
  const user = useSession()?.user;
  const no = props.no ?? props.doc?.no_hutang;
  const read = useQuery({
    queryKey: queryKeys.hutang('one', no ?? '-'),
    queryFn: () => fetchHutang(no as string),
    enabled: props.open && !!no && !props.doc,
    staleTime: 0,
  });
  const toko = useToko();
  const para = usePara();
  const doc = props.doc ?? read.data;
  const model = useMemo(
    () =>
      doc && !toko.isLoading && !para.isLoading
        ? buildNotaHutang(doc, toko.data, para.data, user?.user_id ?? '')
        : undefined,
    [doc, toko.data, toko.isLoading, para.data, para.isLoading, user?.user_id],
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
      title={<span data-testid="nota-ht-title">Nota Hutang {model?.noHutang ?? no ?? ''}</span>}
      width={820}
      centered
      maskClosable={false}
      onCancel={props.onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button icon={<PrinterOutlined />} disabled={!model} onClick={() => printNota()} data-testid="nota-ht-print">
            Cetak Nota (P)
          </Button>
          <Button
            icon={<FilePdfOutlined />}
            disabled={!model}
            onClick={() => model && download(model)}
            data-testid="nota-ht-pdf"
          >
            Download PDF (D)
          </Button>
          <Button type="primary" icon={<CloseOutlined />} onClick={props.onClose} data-testid="nota-ht-close" autoFocus>
            {props.closeText ?? 'Tutup'}
          </Button>
        </Space>
      }
    >
      <div className="k-nota-preview" data-testid="nota-ht-modal">
        {read.error && !model ? (
          <Alert type="error" showIcon title={errorText(read.error, MSG.noConnection)} />
        ) : !model ? (
          <div className="k-loading">
            <Spin />
          </div>
        ) : (
          <>
            <NotaHutangPaper m={model} />
            {createPortal(
              <div id="k-nota-print">
                <style>{'@page { size: A4 portrait; margin: 6mm; }'}</style>
                <NotaHutangPaper m={model} inner={false} />
              </div>,
              document.body,
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
