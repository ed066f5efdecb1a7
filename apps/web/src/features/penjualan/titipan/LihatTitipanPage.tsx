/**
 * /lihat-titipan — deposits with what is left of each, `Titip Uang` to take a new one, the NOTA TITIPAN of any, and
 * the refund of what is left (`POST titipan/kembali`) with a supervisor's authorization. A down payment on pieces
 * (Bayar DP) is cancelled there: its pieces go back to their trays, the DP paid back or kept, as the supervisor
 * approves. The filters (declared) and the page live in the URL. Declared here, rendered by the document kit's list
 * page.
 */

import { PlusOutlined, RollbackOutlined } from '@ant-design/icons';
import type { BatalDp, Titipan, TitipanPage, TitipanRefund } from '@kilau/domain';
import {
  BATAL_DP,
  BATAL_DP_LABEL,
  formatNumber,
  formatRupiah,
  formatTanggal,
  LIHAT_TITIPAN_FILTERS,
  MSG,
} from '@kilau/domain';
import { Button, type ButtonProps, Modal, Radio, Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import type { DataTableColumn } from '../../../components/DataTable.tsx';
import { DocumentListPage, type DocumentListSpec } from '../../../components/document/DocumentListPage.tsx';
import { notify } from '../../../components/notify.tsx';
import { OtorisasiModal, type OtorisasiValues } from '../../../components/OtorisasiModal.tsx';
import type { WriteResult } from '../../../lib/api.tsx';
import { errorText, isTimeout } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query.ts';
import { jamToko } from '../../../lib/shop-time.ts';
import { slug } from '../../../lib/slug.ts';
import { tid } from '../../../lib/test-id.ts';
import { type TitipanFilter, useTitipanList } from '../shared/sales-queries.ts';
import '../penjualan.css';
import { useWrite } from '../../../lib/use-write.ts';
import { NotaTitipanModal } from './nota/NotaTitipanModal.tsx';
import { TITIPAN_STATUS_TEXT } from './nota/nota-titipan-model.ts';
import { TitipUangModal } from './TitipUangModal.tsx';

type Row = Titipan & Record<string, unknown>;
const STATUS_COLOR: Record<string, string> = { AKTIF: 'green', TERPAKAI: 'blue', KEMBALI: 'default', HANGUS: 'red' };

const columns: DataTableColumn<Row>[] = [
  { key: 'no_titip', title: 'No Titipan', render: (r) => <b>{r.no_titip}</b> },
  {
    key: 'tanggal',
    title: 'Tanggal',
    text: (r) => `${formatTanggal(r.tanggal)} ${jamToko(r.created_at)}`,
    render: (r) => `${formatTanggal(r.tanggal)} ${jamToko(r.created_at)}`,
  },
  { key: 'nama_customer', title: 'Customer' },
  { key: 'no_hp', title: 'No HP' },
  {
    key: 'jenis',
    title: 'Jenis',
    text: (r) => (r.jenis === 'DP' ? 'DP BARANG' : r.no_rekening ? `${r.jenis} ${r.no_rekening}` : r.jenis),
  },
  {
    key: 'total_harga',
    title: 'Harga Barang',
    align: 'right',
    text: (r) => (r.jenis === 'DP' ? formatRupiah(r.total_harga) : '-'),
  },
  { key: 'jumlah', title: 'Jumlah', align: 'right', text: (r) => formatRupiah(r.jumlah) },
  { key: 'terpakai', title: 'Terpakai', align: 'right', text: (r) => formatRupiah(r.terpakai) },
  {
    key: 'sisa',
    title: 'Sisa',
    align: 'right',
    text: (r) => formatRupiah(r.sisa),
    render: (r) => <b>{formatRupiah(r.sisa)}</b>,
  },
  {
    key: 'status',
    title: 'Status',
    text: (r) => TITIPAN_STATUS_TEXT[r.status] ?? r.status,
    render: (r) => <Tag color={STATUS_COLOR[r.status] ?? 'default'}>{TITIPAN_STATUS_TEXT[r.status] ?? r.status}</Tag>,
  },
  { key: 'status_valid', title: 'Validasi', text: (r) => (r.status_valid === 'DONE' ? 'VALID' : 'OPEN') },
  { key: 'keterangan', title: 'Keterangan' },
];

type Open = { create: () => void; cancel: (r: Row) => void };

/** A deposit's refund, or a down payment's cancel (its pieces back to their trays), while something is left. */
function RefundButton({ r, onClick }: { r: Row; onClick: () => void }) {
  if (r.status !== 'AKTIF' || r.sisa <= 0) return null;
  return (
    <Tooltip title={r.jenis === 'DP' ? 'Batalkan DP Barang' : 'Kembalikan Sisa Titipan'}>
      <Button
        size="small"
        danger
        icon={<RollbackOutlined />}
        aria-label={r.jenis === 'DP' ? 'Batalkan DP' : 'Kembalikan'}
        onClick={onClick}
        data-testid={`lt-refund-${slug(r.no_titip)}`}
      />
    </Tooltip>
  );
}

/** The declaration; `open` starts a new deposit or a refund / DP cancel (the page's own flows). */
export const titipanList = (open: Open): DocumentListSpec<Row, never, TitipanPage> => ({
  route: '/lihat-titipan',
  filters: LIHAT_TITIPAN_FILTERS,
  ids: { list: 'lt' },
  widths: (f) => ({ width: f.name === 'q' ? 240 : 140 }),
  useList: (v, page) =>
    useTitipanList({ status: (v.status || undefined) as TitipanFilter['status'], q: v.q || undefined }, page),
  listKey: queryKeys.sales(),
  columns,
  no: (r) => r.no_titip,
  actionsWidth: 90,
  rowActions: (r) => <RefundButton r={r} onClick={() => open.cancel(r)} />,
  toolbar: () => (
    <Button type="primary" icon={<PlusOutlined />} onClick={open.create} data-testid="lt-add">
      Titip Uang
    </Button>
  ),
  // what is left of every deposit the filter matches, summed by the server (not only this page)
  footer: (list) => (
    <div className="k-totals-bar" data-testid="lt-totals">
      <span>
        Titipan: <b>{formatNumber(list.data?.count ?? 0, 0)}</b>
      </span>
      <span>
        Total Sisa: <b>Rp {formatRupiah(list.data?.summary.sisa ?? 0)}</b>
      </span>
    </div>
  ),
  nota: {
    label: 'Nota Titipan',
    testId: 'nota',
    modal: (no, onClose) => <NotaTitipanModal open={!!no} no={no} onClose={onClose} />,
  },
});

export default function LihatTitipanPage() {
  const [create, setCreate] = useState(false);
  const [refund, setRefund] = useState<Row>();
  // a down payment's cancel: the supervisor's choice is asked first, then approved with it
  const [pilih, setPilih] = useState<Row>();
  const [batalDp, setBatalDp] = useState<BatalDp>('KEMBALI');
  const write = useWrite({ invalidates: [queryKeys.sales()] });
  const { saving } = write;
  const spec = useMemo(
    () =>
      titipanList({
        create: () => setCreate(true),
        cancel: (r) => {
          if (r.jenis === 'DP') {
            setBatalDp('KEMBALI');
            setPilih(r);
          } else setRefund(r);
        },
      }),
    [],
  );

  async function doRefund(o: OtorisasiValues) {
    if (!refund) return;
    try {
      const r = await write.send<WriteResult<TitipanRefund>>({
        path: 'titipan/kembali',
        body: { no_titip: refund.no_titip, otorisasi: o, ...(refund.jenis === 'DP' ? { batal_dp: batalDp } : {}) },
      });
      setRefund(undefined);
      void notify.success(
        r.data.hangus > 0
          ? `${MSG.saveOk}: DP Rp ${formatRupiah(r.data.hangus)} Hangus`
          : `${MSG.saveOk}: Rp ${formatRupiah(r.data.dikembalikan)} Dikembalikan`,
      );
    } catch (e) {
      if (!isTimeout(e)) void notify.error(errorText(e, MSG.saveFail));
    }
  }

  return (
    <DocumentListPage spec={spec}>
      {(open) => (
        <>
          <TitipUangModal
            open={create}
            onClose={() => setCreate(false)}
            onSaved={(d) => {
              setCreate(false);
              open.nota(d.no_titip);
            }}
          />
          <Modal
            open={!!pilih}
            title={`Batalkan DP Barang ${pilih?.no_titip ?? ''}`}
            okText="Lanjut Otorisasi"
            cancelText="Batal"
            onOk={() => {
              setRefund(pilih);
              setPilih(undefined);
            }}
            onCancel={() => setPilih(undefined)}
            okButtonProps={tid<ButtonProps>('lt-dp-lanjut')}
            destroyOnHidden
          >
            <p>
              Barang yang dipesan {pilih?.nama_customer ?? '-'} kembali ke bakinya. DP Rp{' '}
              {formatRupiah(pilih?.sisa ?? 0)}:
            </p>
            <Radio.Group
              value={batalDp}
              onChange={(e) => setBatalDp(e.target.value as BatalDp)}
              options={BATAL_DP.map((v) => ({ value: v, label: BATAL_DP_LABEL[v] }))}
              data-testid="lt-dp-pilih"
            />
          </Modal>
          <OtorisasiModal
            open={!!refund}
            title={refund?.jenis === 'DP' ? 'Otorisasi Batal DP Barang' : 'Otorisasi Pengembalian Titipan'}
            jenis="KEMBALI_TITIPAN"
            no_ref={refund?.no_titip}
            detail={refund?.jenis === 'DP' ? { jumlah: batalDp === 'KEMBALI' ? refund.sisa : 0 } : undefined}
            description={
              refund?.jenis === 'DP'
                ? `Batal DP ${refund.no_titip} (${refund.nama_customer}): ${BATAL_DP_LABEL[batalDp]} Rp ${formatRupiah(refund.sisa)}.`
                : refund
                  ? `Kembalikan Sisa Titipan ${refund.no_titip} (${refund.nama_customer}) Sebesar Rp ${formatRupiah(refund.sisa)}.`
                  : undefined
            }
            loading={saving}
            onOk={(v) => void doRefund(v)}
            onCancel={() => setRefund(undefined)}
          />
        </>
      )}
    </DocumentListPage>
  );
}
