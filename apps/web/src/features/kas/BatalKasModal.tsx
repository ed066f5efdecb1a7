/**
 * Cancelling a manual cash document: the cashier gives the reason, a supervisor authorizes (BATAL_KAS bound to the
 * document number), and the server writes reversing rows — the row itself is never edited or deleted.
 */
import { batalKasSchema, formatRupiah, type KasBukuRow, type KasDoc, MSG_KAS } from '@kilau/domain';
import { type ButtonProps, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { notify } from '../../components/notify.tsx';
import { OtorisasiModal } from '../../components/OtorisasiModal.tsx';
import { tid } from '../../lib/test-id.ts';
import { useKasWrite } from './kas-api.ts';

export function BatalKasModal(props: { row: KasBukuRow | undefined; onClose: () => void }) {
  const [alasan, setAlasan] = useState('');
  const [tried, setTried] = useState(false);
  const [otorisasi, setOtorisasi] = useState(false);
  const write = useKasWrite();
  const row = props.row;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form each time the dialog opens
  useEffect(() => {
    if (row) {
      setAlasan('');
      setTried(false);
      setOtorisasi(false);
      write.reset();
    }
  }, [row]);
  const err = alasan.trim() ? '' : MSG_KAS.alasanKosong;

  async function batal(grant: { otorisasi_id: string }) {
    if (!row) return;
    const doc = await write.submit<KasDoc>({
      path: 'cash/batal',
      body: { no_reff: row.no_reff, alasan, otorisasi: grant },
      schema: batalKasSchema,
    });
    setOtorisasi(false);
    if (!doc) return;
    props.onClose();
    void notify.success(`Kas ${row.no_reff} Dibatalkan`);
  }

  const jumlah = row ? row.jumlah_in || row.jumlah_out : 0;
  return (
    <>
      <Modal
        open={!!row && !otorisasi}
        title={`Batal Kas ${row?.no_reff ?? ''}`}
        okText="Lanjut Otorisasi"
        cancelText="Tutup"
        okButtonProps={{ danger: true, ...tid<ButtonProps>('kas-batal-next') }}
        onOk={() => {
          setTried(true);
          if (!err) setOtorisasi(true);
        }}
        onCancel={props.onClose}
        destroyOnHidden
      >
        {row && (
          <p style={{ marginTop: 0 }}>
            {row.deskripsi} — Rp {formatRupiah(jumlah)} ({row.keterangan}). Pembatalan ditulis sebagai baris balik dan
            memerlukan otorisasi supervisor.
          </p>
        )}
        <Form layout="vertical">
          <Form.Item
            label="Alasan Batal"
            htmlFor="kas_batal_alasan"
            required
            {...(tried && err ? { validateStatus: 'error' as const, help: err } : {})}
          >
            <Input.TextArea
              id="kas_batal_alasan"
              rows={2}
              maxLength={200}
              style={{ textTransform: 'uppercase' }}
              value={alasan}
              onChange={(e) => setAlasan(e.target.value.toUpperCase())}
              data-testid="kas-batal-alasan"
            />
          </Form.Item>
        </Form>
      </Modal>
      <OtorisasiModal
        open={!!row && otorisasi}
        jenis="BATAL_KAS"
        no_ref={row?.no_reff}
        description={`Batal kas ${row?.no_reff ?? ''} sebesar Rp ${formatRupiah(jumlah)}`}
        loading={write.saving}
        onOk={(g) => void batal(g)}
        onCancel={() => setOtorisasi(false)}
      />
    </>
  );
}
