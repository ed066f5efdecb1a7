/**
 * The deposit receipt (NOTA TITIPAN) after a Bayar DP or a Titip Uang and on reprint (/lihat-titipan): the slip as a
 * page, `Cetak Nota` (the browser's print of the slip alone) and `Download PDF`. Keys: P print, D PDF, Enter close.
 */
import { CloseOutlined, FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import type { TitipanDoc } from '@kilau/domain';
import { MSG } from '@kilau/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Space, Spin } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { notify } from '../../../../components/notify.tsx';
import { api } from '../../../../lib/api.tsx';
import { errorText } from '../../../../lib/api-error.ts';
import { queryKeys } from '../../../../lib/query.ts';
import { useSession } from '../../../../lib/session.ts';
import { printNota } from '../../nota/NotaModal.tsx';
import { useToko } from '../../shared/sales-queries.ts';
import { NotaTitipanPaper } from './NotaTitipanPaper.tsx';
import { buildNotaTitipan, type NotaTitipanModel } from './nota-titipan-model.ts';
import { notaTitipanFileName, notaTitipanPdf } from './nota-titipan-pdf.ts';

export const fetchTitipan = (no: string) => api.get<TitipanDoc>(`titipan/${encodeURIComponent(no.trim())}`);

function download(m: NotaTitipanModel) {
  try {
    notaTitipanPdf(m).save(notaTitipanFileName(m.noTitip));
  } catch (e) {
    void notify.error(errorText(e, MSG.reportFail));
  }
}

export function NotaTitipanModal(props: {
  open: boolean;
  no?: string;
  doc?: TitipanDoc;
  onClose: () => void;
  closeText?: ReactNode;
}) {
  const user = useSession()?.user;
  const no = props.no ?? props.doc?.no_titip;
  const read = useQuery({
    queryKey: queryKeys.sales('titipan', no ?? '-'),
    queryFn: () => fetchTitipan(no as string),
    enabled: props.open && !!no && !props.doc,
    staleTime: 0,
  });
  const toko = useToko();
  const doc = props.doc ?? read.data;
  const model = useMemo(
    () => (doc && !toko.isLoading ? buildNotaTitipan(doc, toko.data, user?.user_id ?? '') : undefined),
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
      title={<span data-testid="nota-tt-title">Nota Titipan {model?.noTitip ?? no ?? ''}</span>}
      width={820}
      centered
      maskClosable={false}
      onCancel={props.onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button icon={<PrinterOutlined />} disabled={!model} onClick={() => printNota()} data-testid="nota-tt-print">
            Cetak Nota (P)
          </Button>
          <Button
            icon={<FilePdfOutlined />}
            disabled={!model}
            onClick={() => model && download(model)}
            data-testid="nota-tt-pdf"
          >
            Download PDF (D)
          </Button>
          <Button type="primary" icon={<CloseOutlined />} onClick={props.onClose} data-testid="nota-tt-close" autoFocus>
            {props.closeText ?? 'Tutup'}
          </Button>
        </Space>
      }
    >
      <div className="k-nota-preview" data-testid="nota-tt-modal">
        {read.error && !model ? (
          <Alert type="error" showIcon title={errorText(read.error, MSG.noConnection)} />
        ) : !model ? (
          <div className="k-loading">
            <Spin />
          </div>
        ) : (
          <>
            <NotaTitipanPaper m={model} />
            {createPortal(
              <div id="k-nota-print">
                <style>{'@page { size: A4 portrait; margin: 6mm; }'}</style>
                <NotaTitipanPaper m={model} inner={false} />
              </div>,
              document.body,
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
