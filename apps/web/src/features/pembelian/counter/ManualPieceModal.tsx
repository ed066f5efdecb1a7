/**
 * Gold the chain did not sell (no barcode resolves): jenis, name, kadar, weight, condition and receipt are typed by
 * hand; the price starts at the policy price and may be lowered (raising it needs a supervisor on save). A price of
 * 0 or empty shows `Harga Tidak Boleh Kosong.` under it and the piece is not added.
 */
import { MSG_BELI, type ParameterBeli } from '@kilau/domain';
import { Checkbox, Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { NumericInput, UpperInput } from '../../../components/inputs.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { Hitungan } from './BeliLinesTable.tsx';
import { type BeliLine, changeLine, hargaOf, policyOf } from './beli-model.ts';

const blank: BeliLine = {
  id: 'manual',
  kode_barcode: '',
  no_faktur_ext: '',
  kode_dept: '',
  nama_barang: '',
  kadar: '',
  berat_nota: '0',
  harga_nota: 0,
  berat: '',
  kode_kondisi: '',
  ada_nota: false,
  harga: 0,
  manual: false,
};

export function ManualPieceModal(props: {
  open: boolean;
  para: ParameterBeli | undefined;
  onAdd: (l: Omit<BeliLine, 'id'>) => void;
  onClose: () => void;
}) {
  const [l, setL] = useState<BeliLine>(blank);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (props.open) {
      setL(blank);
      setTried(false);
    }
  }, [props.open]);
  const set = (p: Partial<BeliLine>) => setL((x) => changeLine(x, p));
  const harga = hargaOf(l, props.para);
  const p = policyOf(l, props.para);
  const errs = {
    kode_dept: !l.kode_dept ? 'Jenis Tidak Boleh Kosong' : '',
    nama_barang: !l.nama_barang.trim() ? 'Nama Barang Tidak Boleh Kosong' : '',
    berat: !(Number(l.berat) > 0) ? 'Berat Harus Lebih Dari 0' : '',
    kode_kondisi: !l.kode_kondisi ? 'Kondisi Tidak Boleh Kosong' : '',
    harga: harga > 0 ? '' : MSG_BELI.hargaKosong,
  };
  const show = (k: keyof typeof errs) => (tried && errs[k] ? { validateStatus: 'error' as const, help: errs[k] } : {});
  const add = () => {
    setTried(true);
    if (Object.values(errs).some(Boolean) || !p.ok) return;
    const { id: _id, ...rest } = l;
    props.onAdd({ ...rest, harga, manual: l.manual });
  };
  return (
    <Modal
      open={props.open}
      title="Tambah Barang Manual"
      okText="Tambah"
      cancelText="Batal"
      onOk={add}
      onCancel={props.onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'manual-add' } as Record<string, string>}
    >
      <Form layout="vertical" name="beli_manual" onFinish={add} data-testid="manual-form">
        <Form.Item label="Jenis" htmlFor="beli_manual_jenis" required {...show('kode_dept')}>
          <Select
            id="beli_manual_jenis"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Pilih Jenis"
            value={l.kode_dept || undefined}
            options={(props.para?.jenis ?? []).map((j) => ({
              value: j.kode_dept,
              label: `${j.kode_dept} - ${j.nama_dept}`,
            }))}
            onChange={(v) => set({ kode_dept: v ?? '' })}
            data-testid="manual-jenis"
          />
        </Form.Item>
        <Form.Item label="Nama Barang" htmlFor="beli_manual_nama" required {...show('nama_barang')}>
          <UpperInput
            id="beli_manual_nama"
            value={l.nama_barang}
            onChange={(v) => set({ nama_barang: v })}
            data-testid="manual-nama"
          />
        </Form.Item>
        <div style={{ display: 'flex', gap: 12 }}>
          <Form.Item label="Kadar" htmlFor="beli_manual_kadar" style={{ flex: 1 }}>
            <NumericInput
              id="beli_manual_kadar"
              mode="digits-dots"
              value={l.kadar}
              onChange={(v) => set({ kadar: v })}
              data-testid="manual-kadar"
            />
          </Form.Item>
          <Form.Item label="Berat (g)" htmlFor="beli_manual_berat" required style={{ flex: 1 }} {...show('berat')}>
            <NumericInput
              id="beli_manual_berat"
              mode="digits-dots"
              value={l.berat}
              onChange={(v) => set({ berat: v })}
              data-testid="manual-berat"
            />
          </Form.Item>
        </div>
        <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end' }}>
          <Form.Item
            label="Kondisi"
            htmlFor="beli_manual_kondisi"
            required
            style={{ flex: 1 }}
            {...show('kode_kondisi')}
          >
            <Select
              id="beli_manual_kondisi"
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Pilih Kondisi"
              value={l.kode_kondisi || undefined}
              options={(props.para?.kondisi ?? []).map((k) => ({ value: k.kode_kondisi, label: k.kode_kondisi }))}
              onChange={(v) => set({ kode_kondisi: v ?? '' })}
              data-testid="manual-kondisi"
            />
          </Form.Item>
          <Form.Item style={{ flex: 1 }}>
            <Checkbox
              checked={l.ada_nota}
              onChange={(e) => set({ ada_nota: e.target.checked })}
              data-testid="manual-nota"
            >
              Customer Membawa Nota
            </Checkbox>
          </Form.Item>
        </div>
        <Form.Item label="Harga" htmlFor="beli_manual_harga" required {...show('harga')}>
          <MoneyInput
            id="beli_manual_harga"
            value={harga}
            onChange={(v) => set({ harga: v, manual: true })}
            data-testid="manual-harga"
          />
        </Form.Item>
        <div style={{ fontSize: 12 }}>
          {l.kode_dept && l.kode_kondisi && l.berat ? <Hitungan l={l} para={props.para} /> : null}
        </div>
      </Form>
    </Modal>
  );
}
