/**
 * The repair receipt after a service is taken in and on reprint (/lihat-services): the slip as a page, `Cetak Nota` (the browser's
 * print of the slip alone) and `Download PDF`. Keys: P print, D PDF, Enter close.
 */
import { CloseOutlined, FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import type { ServiceDoc } from '@kilau/domain';
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
import { fetchService } from '../service-api.ts';
import { NotaServicePaper } from './NotaServicePaper.tsx';
import { buildNotaService, type NotaServiceModel } from './nota-service-model.ts';
import { notaServiceFileName, notaServicePdf } from './nota-service-pdf.ts';

function download(m: NotaServiceModel) {
  try {
    notaServicePdf(m).save(notaServiceFileName(m.noService));
  } catch (e) {
    void notify.error(errorText(e, MSG.reportFail));
  }
}

export function NotaServiceModal(props: {
  open: boolean;
  no?: string;
  doc?: ServiceDoc;
  onClose: () => void;
  closeText?: ReactNode;
}) {
  const user = useSession()?.user;
  const no = props.no ?? props.doc?.no_service;
  const read = useQuery({
    queryKey: queryKeys.service('one', no ?? '-'),
    queryFn: () => fetchService(no as string),
    enabled: props.open && !!no && !props.doc,
    staleTime: 0,
  });
  const toko = useToko();
  const doc = props.doc ?? read.data;
  const model = useMemo(
    () => (doc && !toko.isLoading ? buildNotaService(doc, toko.data, user?.user_id ?? '') : undefined),
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
      title={<span data-testid="nota-sv-title">Nota Service {model?.noService ?? no ?? ''}</span>}
      width={820}
      centered
      maskClosable={false}
      onCancel={props.onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button icon={<PrinterOutlined />} disabled={!model} onClick={() => printNota()} data-testid="nota-sv-print">
            Cetak Nota (P)
          </Button>
          <Button
            icon={<FilePdfOutlined />}
            disabled={!model}
            onClick={() => model && download(model)}
            data-testid="nota-sv-pdf"
          >
            Download PDF (D)
          </Button>
          <Button type="primary" icon={<CloseOutlined />} onClick={props.onClose} data-testid="nota-sv-close" autoFocus>
            {props.closeText ?? 'Tutup'}
          </Button>
        </Space>
      }
    >
      <div className="k-nota-preview" data-testid="nota-sv-modal">
        {read.error && !model ? (
          <Alert type="error" showIcon title={errorText(read.error, MSG.noConnection)} />
        ) : !model ? (
          <div className="k-loading">
            <Spin />
          </div>
        ) : (
          <>
            <NotaServicePaper m={model} />
            {createPortal(
              <div id="k-nota-print">
                <style>{'@page { size: A4 portrait; margin: 6mm; }'}</style>
                <NotaServicePaper m={model} inner={false} />
              </div>,
              document.body,
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
