/**
 * The gift-exchange receipt after an exchange and on reprint (/transaksi-poin): the two slips as a page, `Cetak Nota`
 * (the browser's print of the slips alone) and `Download PDF`. Keys: P print, D PDF, Enter close.
 */
import { CloseOutlined, FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import type { TukarPoinDoc } from '@kilau/domain';
import { MSG } from '@kilau/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Space, Spin } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { notify } from '../../../components/notify.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query.ts';
import { useSession } from '../../../lib/session.ts';
import { printNota } from '../../penjualan/nota/NotaModal.tsx';
import '../../penjualan/penjualan.css';
import { useToko } from '../../penjualan/shared/sales-queries.ts';
import { fetchTukarPoin } from '../member-api.ts';
import { NotaTukarPaper } from './NotaTukarPaper.tsx';
import { buildNotaTukar, type NotaTukarModel, notaTukarFileName } from './nota-tukar-model.ts';
import { notaTukarPdf } from './nota-tukar-pdf.ts';

function download(m: NotaTukarModel) {
  try {
    notaTukarPdf(m).save(notaTukarFileName(m.noTukar));
  } catch (e) {
    void notify.error(errorText(e, MSG.reportFail));
  }
}

export function NotaTukarModal(props: { open: boolean; no?: string; doc?: TukarPoinDoc; onClose: () => void }) {
  const user = useSession()?.user;
  const no = props.no ?? props.doc?.no_tukar;
  const read = useQuery({
    queryKey: queryKeys.member('tukar', no ?? '-'),
    queryFn: () => fetchTukarPoin(no as string),
    enabled: props.open && !!no && !props.doc,
  });
  const toko = useToko();
  const doc = props.doc ?? read.data;
  const model = useMemo(
    () => (doc && !toko.isLoading ? buildNotaTukar(doc, toko.data, user?.user_id ?? '') : undefined),
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
      title={<span data-testid="nota-tukar-title">Nota Tukar Poin {model?.noTukar ?? no ?? ''}</span>}
      width={820}
      centered
      maskClosable={false}
      onCancel={props.onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button
            icon={<PrinterOutlined />}
            disabled={!model}
            onClick={() => printNota()}
            data-testid="nota-tukar-print"
          >
            Cetak Nota (P)
          </Button>
          <Button
            icon={<FilePdfOutlined />}
            disabled={!model}
            onClick={() => model && download(model)}
            data-testid="nota-tukar-pdf"
          >
            Download PDF (D)
          </Button>
          <Button
            type="primary"
            icon={<CloseOutlined />}
            onClick={props.onClose}
            data-testid="nota-tukar-close"
            autoFocus
          >
            Tutup
          </Button>
        </Space>
      }
    >
      <div className="k-nota-preview" data-testid="nota-tukar-modal">
        {read.error && !model ? (
          <Alert type="error" showIcon title={errorText(read.error, MSG.noConnection)} />
        ) : !model ? (
          <div className="k-loading">
            <Spin />
          </div>
        ) : (
          <>
            <NotaTukarPaper m={model} />
            {createPortal(
              <div id="k-nota-print">
                <style>{'@page { size: A4 portrait; margin: 6mm; }'}</style>
                <NotaTukarPaper m={model} inner={false} />
              </div>,
              document.body,
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
