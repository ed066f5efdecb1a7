/**
 * /tambah-uang-bank (drawer → store account) and /ambil-uang-bank (account → drawer): the account from master
 * rekening, the amount, keterangan and alasan; one document of two cash-book rows written in one transaction. Beside
 * the form: the day's balances of the drawer and every account (opening, in, out, closing).
 */
import {
  formatRupiah,
  formatTanggal,
  type KasDoc,
  MSG_KAS,
  pindahBankSchema,
  rekening,
  type SaldoRekening,
} from '@kilau/domain';
import { Button, Card, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { UpperInput } from '../../components/inputs.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { MoneyInput } from '../../components/MoneyInput.tsx';
import { notify } from '../../components/notify.tsx';
import { useSession } from '../../lib/session.ts';
import { useResourceList } from '../../lib/use-resource.ts';
import { useKasWrite, useSaldoRekening } from './kas-api.ts';
import './kas.css';

type Arah = 'TAMBAH' | 'AMBIL';
type Row = SaldoRekening & Record<string, unknown>;
const blank = { no_rekening: '', jumlah: 0, keterangan: '', alasan: '' };

const columns: DataTableColumn<Row>[] = [
  {
    key: 'nama_rekening',
    title: 'Rekening',
    text: (r) => (r.no_rekening ? `${r.nama_bank} ${r.no_rekening} ${r.nama_rekening}` : r.nama_rekening),
    render: (r) =>
      r.no_rekening ? (
        <div>
          {r.nama_bank} {r.no_rekening}
          <div className="k-muted">A/N {r.nama_rekening}</div>
        </div>
      ) : (
        <b>{r.nama_rekening}</b>
      ),
  },
  ...(['saldo_awal', 'masuk', 'keluar', 'saldo_akhir'] as const).map(
    (k): DataTableColumn<Row> => ({
      key: k,
      title: { saldo_awal: 'Saldo Awal', masuk: 'Masuk', keluar: 'Keluar', saldo_akhir: 'Saldo Akhir' }[k],
      align: 'right',
      text: (r) => formatRupiah(r[k]),
      render: (r) => (k === 'saldo_akhir' ? <b>{formatRupiah(r[k])}</b> : formatRupiah(r[k])),
    }),
  ),
];

export default function PindahBankPage(props: { arah: Arah }) {
  const tambah = props.arah === 'TAMBAH';
  const hariToko = useSession()?.user.tgl_system ?? '';
  const saldo = useSaldoRekening(hariToko);
  const akun = useResourceList(rekening, 'active');
  const write = useKasWrite();
  const [v, setV] = useState(blank);
  const [tried, setTried] = useState(false);
  const set = (p: Partial<typeof blank>) => setV((x) => ({ ...x, ...p }));
  const errs = {
    no_rekening: v.no_rekening ? '' : MSG_KAS.rekeningKosong,
    jumlah: v.jumlah > 0 ? '' : MSG_KAS.jumlahKosong,
    keterangan: v.keterangan.trim() ? '' : MSG_KAS.keteranganKosong,
    alasan: v.alasan.trim() ? '' : MSG_KAS.alasanKosong,
  };
  const show = (k: keyof typeof errs) => (tried && errs[k] ? { validateStatus: 'error' as const, help: errs[k] } : {});
  // the book the money leaves: the drawer (tambah) or the chosen account (ambil)
  const dari = saldo.data?.data.find((r) => r.no_rekening === (tambah ? '' : v.no_rekening || '-'));

  async function save() {
    setTried(true);
    if (Object.values(errs).some(Boolean)) return;
    const doc = await write.submit<KasDoc>({
      path: tambah ? 'cash/tambah-bank' : 'cash/ambil-bank',
      body: v,
      schema: pindahBankSchema,
    });
    if (!doc) return;
    setV(blank);
    setTried(false);
    void notify.success(`${tambah ? 'Tambah' : 'Ambil'} Uang Bank ${doc.no_reff} Tersimpan`);
  }

  return (
    <div className="k-kas-grid">
      <Card
        size="small"
        className="k-card"
        title={tambah ? 'Setor Kas Ke Rekening Toko' : 'Ambil Dari Rekening Ke Kas'}
      >
        <Form layout="vertical" name="pindah_bank" data-testid="bank-form">
          <Form.Item label="Rekening" htmlFor="bank_rekening" required {...show('no_rekening')}>
            <Select
              id="bank_rekening"
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Pilih Rekening"
              loading={akun.isLoading}
              value={v.no_rekening || undefined}
              notFoundContent="Belum Ada Rekening Di Master Rekening"
              options={(akun.data ?? []).map((r) => ({
                value: String(r.no_rekening),
                label: `${r.kode_bank ?? ''} ${r.no_rekening} - ${r.nama_rekening}`.trim(),
              }))}
              onChange={(x) => set({ no_rekening: x ?? '' })}
              data-testid="bank-rekening"
            />
          </Form.Item>
          <Form.Item
            label="Jumlah (Rp)"
            htmlFor="bank_jumlah"
            required
            {...show('jumlah')}
            extra={
              dari
                ? `${tambah ? 'Saldo kas di laci' : 'Saldo buku rekening'}: Rp ${formatRupiah(dari.saldo_akhir)}`
                : undefined
            }
          >
            <MoneyInput
              id="bank_jumlah"
              value={v.jumlah}
              onChange={(x) => set({ jumlah: x })}
              data-testid="bank-jumlah"
            />
          </Form.Item>
          <Form.Item label="Keterangan" htmlFor="bank_keterangan" required {...show('keterangan')}>
            <UpperInput
              id="bank_keterangan"
              maxLength={200}
              value={v.keterangan}
              onChange={(x) => set({ keterangan: x })}
              data-testid="bank-keterangan"
            />
          </Form.Item>
          <Form.Item label="Alasan" htmlFor="bank_alasan" required {...show('alasan')}>
            <Input.TextArea
              id="bank_alasan"
              rows={2}
              maxLength={200}
              style={{ textTransform: 'uppercase' }}
              value={v.alasan}
              onChange={(e) => set({ alasan: e.target.value.toUpperCase() })}
              data-testid="bank-alasan"
            />
          </Form.Item>
          <Button type="primary" block loading={write.saving} onClick={() => void save()} data-testid="bank-save">
            {tambah ? 'Simpan Tambah Uang Bank' : 'Simpan Ambil Uang Bank'}
          </Button>
        </Form>
      </Card>
      <Card size="small" className="k-card" title={`Saldo Kas Dan Rekening ${formatTanggal(hariToko)}`}>
        <LoadError query={saldo} />
        <DataTable<Row>
          testId="bank-saldo"
          rows={(saldo.data?.data ?? []) as Row[]}
          loading={saldo.isLoading}
          columns={columns}
          rowKey={(r) => r.no_rekening || 'LACI'}
          emptyText="Tidak Ada Data"
        />
      </Card>
    </div>
  );
}
