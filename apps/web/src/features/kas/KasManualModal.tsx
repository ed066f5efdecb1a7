/**
 * Kas Masuk / Kas Keluar by hand: a kategori of that jenis (master kategori), the amount, what it is and why. The
 * server checks the same rules (kasManualSchema) and refuses a cash-out the drawer cannot pay.
 */
import { type KasDoc, kasManualSchema, kategori, MSG_KAS } from '@kilau/domain';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { UpperInput } from '../../components/inputs.tsx';
import { MoneyInput } from '../../components/MoneyInput.tsx';
import { notify } from '../../components/notify.tsx';
import { useResourceList } from '../../lib/use-resource.ts';
import { useKasWrite } from './kas-api.ts';

type Jenis = 'MASUK' | 'KELUAR';
const blank = { kode_kategori: '', jumlah: 0, keterangan: '', alasan: '' };

export function KasManualModal(props: { jenis: Jenis | undefined; onClose: () => void }) {
  const open = !!props.jenis;
  const jenis = props.jenis ?? 'MASUK';
  const [v, setV] = useState(blank);
  const [tried, setTried] = useState(false);
  const list = useResourceList(kategori);
  const write = useKasWrite();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form each time the dialog opens
  useEffect(() => {
    if (open) {
      setV(blank);
      setTried(false);
      write.reset();
    }
  }, [open]);
  const set = (p: Partial<typeof blank>) => setV((x) => ({ ...x, ...p }));
  const errs = {
    kode_kategori: v.kode_kategori ? '' : MSG_KAS.kategoriKosong,
    jumlah: v.jumlah > 0 ? '' : MSG_KAS.jumlahKosong,
    keterangan: v.keterangan.trim() ? '' : MSG_KAS.keteranganKosong,
    alasan: v.alasan.trim() ? '' : MSG_KAS.alasanKosong,
  };
  const show = (k: keyof typeof errs) => (tried && errs[k] ? { validateStatus: 'error' as const, help: errs[k] } : {});
  const options = (list.data ?? [])
    .filter((k) => k.jenis === jenis)
    .map((k) => ({ value: String(k.kode_kategori), label: `${k.kode_kategori} - ${k.nama_kategori}` }));

  async function save() {
    setTried(true);
    if (Object.values(errs).some(Boolean)) return;
    const doc = await write.submit<KasDoc>({ path: 'cash/manual', body: { ...v, jenis }, schema: kasManualSchema });
    if (!doc) return;
    props.onClose();
    void notify.success(`Kas ${jenis === 'MASUK' ? 'Masuk' : 'Keluar'} ${doc.no_reff} Tersimpan`);
  }

  const title = jenis === 'MASUK' ? 'Kas Masuk' : 'Kas Keluar';
  return (
    <Modal
      open={open}
      title={title}
      okText="Simpan"
      cancelText="Batal"
      onOk={() => void save()}
      onCancel={props.onClose}
      confirmLoading={write.saving}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'kas-manual-save' } as Record<string, string>}
    >
      <Form layout="vertical" name="kas_manual" data-testid="kas-manual-form">
        <Form.Item label="Kategori" htmlFor="kas_manual_kategori" required {...show('kode_kategori')}>
          <Select
            id="kas_manual_kategori"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={`Pilih Kategori ${title}`}
            loading={list.isLoading}
            value={v.kode_kategori || undefined}
            options={options}
            notFoundContent={`Belum Ada Kategori ${jenis} Di Master Kategori`}
            onChange={(x) => set({ kode_kategori: x ?? '' })}
            data-testid="kas-manual-kategori"
          />
        </Form.Item>
        <Form.Item label="Jumlah (Rp)" htmlFor="kas_manual_jumlah" required {...show('jumlah')}>
          <MoneyInput
            id="kas_manual_jumlah"
            value={v.jumlah}
            onChange={(x) => set({ jumlah: x })}
            data-testid="kas-manual-jumlah"
          />
        </Form.Item>
        <Form.Item label="Keterangan" htmlFor="kas_manual_keterangan" required {...show('keterangan')}>
          <UpperInput
            id="kas_manual_keterangan"
            maxLength={200}
            value={v.keterangan}
            onChange={(x) => set({ keterangan: x })}
            data-testid="kas-manual-keterangan"
          />
        </Form.Item>
        <Form.Item label="Alasan" htmlFor="kas_manual_alasan" required {...show('alasan')}>
          <Input.TextArea
            id="kas_manual_alasan"
            rows={2}
            maxLength={200}
            style={{ textTransform: 'uppercase' }}
            value={v.alasan}
            onChange={(e) => set({ alasan: e.target.value.toUpperCase() })}
            data-testid="kas-manual-alasan"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
