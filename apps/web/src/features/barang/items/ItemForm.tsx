/**
 * The item-line form of tambah data barang and terima barang (supplier): group → jenis of that group, gudang →
 * its trays, name, weight, purity and the purity printed (master kadar), stones, making fee, fixed price for
 * diamonds, supplier and provenance, diamond attributes from the stone masters, and how many identical pieces.
 * `Tambah Ke Daftar` checks the line with the server's schema and hands it over; the form keeps the place and
 * kind for the next line, so a tray of rings is typed quickly.
 */
import { PlusOutlined } from '@ant-design/icons';
import { type BarangInput, PEROLEHAN, UI } from '@kilau/domain';
import { Button, Form, Select, Space, Switch } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { KForm, NumericInput, UpperInput } from '../../../components/inputs.tsx';
import { PEROLEHAN_LABEL } from '../stock-text.ts';
import { optionsOf, searchable, useBakiOf, useMaster, useStockMasters } from '../use-stock-masters.ts';
import { EMPTY_ITEM, type ItemValues, parseItem } from './item-model.ts';

type Props = {
  onAdd: (item: BarangInput) => void;
  /** A line taken back from the list to change it. */
  editing?: ItemValues | null;
  /** Puts the line being changed back as it was. */
  onCancelEdit?: () => void;
  /** Terima barang names the supplier once, in its header. */
  hideSupplier?: boolean;
  testId?: string;
};

export const HARGA_PAS_KOSONG = 'Harga Pas Tidak Boleh Kosong Untuk Barang Berlian';

/** Fields kept after adding a line: where it goes and what it is. */
const KEEP = [
  'kode_group',
  'kode_dept',
  'kode_gudang',
  'kode_baki',
  'kadar',
  'kadar_cetak',
  'supplier',
  'perolehan',
] as const;

export function ItemForm({ onAdd, editing, onCancelEdit, hideSupplier, testId = 'item' }: Props) {
  const [form] = Form.useForm<ItemValues>();
  const m = useStockMasters();
  const kadar = useMaster('kadar');
  const stones = {
    jenis_batu: useMaster('parameter-berlian'),
    kode_shape: useMaster('batu-shape'),
    kode_color: useMaster('batu-color'),
    kode_clarity: useMaster('batu-clarity'),
    kode_cutgrade: useMaster('batu-cutgrade'),
  };
  const kodeGroup = Form.useWatch('kode_group', form);
  const kodeGudang = Form.useWatch('kode_gudang', form);
  const baki = useBakiOf(kodeGudang);
  const group = m.groups.find((g) => g.kode_group === kodeGroup);
  const isBerlian = group?.jenis_group === 'BERLIAN';
  const [showBerlian, setShowBerlian] = useState(false);
  const berlian = isBerlian || showBerlian;
  const jenisOptions = useMemo(() => m.jenisOf(kodeGroup), [m, kodeGroup]);
  const kadarOptions = useMemo(
    () =>
      (kadar.data ?? []).map((k) => ({
        value: String(k.kode_kadar),
        label: `${String(k.kode_kadar)} (${String(k.nama_kadar)})`,
        persen: String(k.persentase ?? ''),
      })),
    [kadar.data],
  );

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue(editing);
  }, [editing, form]);

  const id = (f: string) => `${testId}-${f}`;
  const sel = (name: keyof ItemValues, options: { value: string; label: string }[], extra: object = {}) => (
    <Select {...searchable} options={options} placeholder={UI.choose} data-testid={id(name)} {...extra} />
  );

  function add() {
    const values = form.getFieldsValue(true) as ItemValues;
    const parsed = parseItem(values);
    if (parsed.ok && isBerlian && !parsed.item.harga_jual) {
      form.setFields([{ name: 'harga_jual', errors: [HARGA_PAS_KOSONG] }]);
      return;
    }
    if (!parsed.ok) {
      form.setFields(
        Object.entries(parsed.errors).map(([name, m]) => ({ name: name as keyof ItemValues, errors: [m] })),
      );
      const first = Object.keys(parsed.errors)[0];
      if (first) form.scrollToField(first as keyof ItemValues, { block: 'center' });
      return;
    }
    onAdd(parsed.item);
    const keep = Object.fromEntries(KEEP.map((k) => [k, values[k]]));
    form.resetFields();
    form.setFieldsValue({ ...EMPTY_ITEM, ...keep });
    document.querySelector<HTMLElement>(`[data-testid="${id('nama_barang')}"]`)?.focus();
  }

  const onValues = (changed: Partial<ItemValues>) => {
    // a field typed again loses its old error
    form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof ItemValues, errors: [] })));
    if ('kode_group' in changed) {
      const g = m.groups.find((x) => x.kode_group === changed.kode_group);
      const dept = form.getFieldValue('kode_dept') as string | undefined;
      if (dept && !m.jenisOf(changed.kode_group).some((o) => o.value === dept))
        form.setFieldValue('kode_dept', undefined);
      if (g && !form.getFieldValue('kadar') && Number(g.persentase) > 0)
        form.setFieldValue('kadar', String(g.persentase));
    }
    if ('kode_gudang' in changed) form.setFieldValue('kode_baki', undefined);
    if ('kadar_cetak' in changed && !form.getFieldValue('kadar')) {
      const k = kadarOptions.find((o) => o.value === changed.kadar_cetak);
      if (k?.persen) form.setFieldValue('kadar', k.persen);
    }
  };

  return (
    <KForm<ItemValues> form={form} initialValues={EMPTY_ITEM} onValuesChange={onValues} data-testid={`${testId}-form`}>
      <div className="k-stock-grid">
        <Form.Item name="kode_group" label="Group" required>
          {sel('kode_group', m.groupOptions, { loading: m.loading, autoFocus: true })}
        </Form.Item>
        <Form.Item name="kode_dept" label="Jenis" required>
          {sel('kode_dept', jenisOptions, {
            notFoundContent: kodeGroup ? 'Tidak Ada Jenis Untuk Group Ini' : 'Pilih Group Terlebih Dahulu',
          })}
        </Form.Item>
        <Form.Item name="kode_gudang" label="Gudang" required>
          {sel('kode_gudang', m.gudangOptions)}
        </Form.Item>
        <Form.Item name="kode_baki" label="Baki" required>
          {sel('kode_baki', baki.options, {
            loading: baki.isFetching,
            notFoundContent: kodeGudang ? 'Tidak Ada Baki Di Gudang Ini' : 'Pilih Gudang Terlebih Dahulu',
          })}
        </Form.Item>
        <Form.Item name="nama_barang" label="Nama Barang" required className="k-span-2">
          <UpperInput maxLength={100} data-testid={id('nama_barang')} />
        </Form.Item>
        <Form.Item name="berat" label="Berat (gr)" required>
          <NumericInput mode="digits-dots" placeholder="0.000" data-testid={id('berat')} />
        </Form.Item>
        <Form.Item
          name="jumlah"
          label="Jumlah (Pcs Sama)"
          required
          tooltip="Barang identik, masing-masing mendapat barcode sendiri"
        >
          <NumericInput mode="digits" data-testid={id('jumlah')} />
        </Form.Item>
        <Form.Item name="kadar" label="Kadar (%)" required>
          <NumericInput mode="digits-dots" placeholder="75" data-testid={id('kadar')} />
        </Form.Item>
        <Form.Item name="kadar_cetak" label="Kadar Cetak">
          {sel('kadar_cetak', kadarOptions, { loading: kadar.isLoading })}
        </Form.Item>
        <Form.Item name="ongkos" label="Ongkos (Rp)">
          <NumericInput mode="digits" placeholder="0" data-testid={id('ongkos')} />
        </Form.Item>
        <Form.Item
          name="harga_jual"
          label="Harga Pas (Rp)"
          required={isBerlian}
          tooltip="Harga tetap barang berlian; kosongkan untuk barang emas (dihitung dari berat)"
        >
          <NumericInput mode="digits" placeholder="0" data-testid={id('harga_jual')} />
        </Form.Item>

        <div className="k-section-title">Atribut / Batu</div>
        <Form.Item name="nama_atribut" label="Nama Atribut" className="k-span-2">
          <UpperInput maxLength={100} placeholder="Contoh: ZIRCON PUTIH" data-testid={id('nama_atribut')} />
        </Form.Item>
        <Form.Item name="berat_atribut" label="Berat Atribut (gr)">
          <NumericInput mode="digits-dots" placeholder="0.000" data-testid={id('berat_atribut')} />
        </Form.Item>
        <Form.Item name="harga_atribut" label="Harga Atribut (Rp)">
          <NumericInput mode="digits" placeholder="0" data-testid={id('harga_atribut')} />
        </Form.Item>
        {!hideSupplier && (
          <Form.Item name="supplier" label="Supplier" className="k-span-2">
            <UpperInput maxLength={100} data-testid={id('supplier')} />
          </Form.Item>
        )}
        <Form.Item name="perolehan" label="Perolehan">
          {sel(
            'perolehan',
            PEROLEHAN.map((p) => ({ value: p, label: PEROLEHAN_LABEL[p] ?? p })),
            { allowClear: false, showSearch: false },
          )}
        </Form.Item>
        <Form.Item name="harga_modal" label="Harga Modal (Rp)">
          <NumericInput mode="digits" placeholder="0" data-testid={id('harga_modal')} />
        </Form.Item>

        <div className="k-section-title">
          Atribut Berlian{' '}
          {!isBerlian && (
            <Switch
              size="small"
              checked={showBerlian}
              onChange={setShowBerlian}
              aria-label="Atribut Berlian"
              data-testid={id('berlian-toggle')}
            />
          )}
        </div>
        {berlian && (
          <>
            <Form.Item name="jenis_batu" label="Jenis Batu">
              {sel('jenis_batu', optionsOf(stones.jenis_batu.data, 'jenis_batu', 'nama_batu'))}
            </Form.Item>
            <Form.Item name="kode_shape" label="Shape">
              {sel('kode_shape', optionsOf(stones.kode_shape.data, 'kode_shape', 'nama_shape'))}
            </Form.Item>
            <Form.Item name="kode_color" label="Color">
              {sel('kode_color', optionsOf(stones.kode_color.data, 'kode_color', 'nama_color'))}
            </Form.Item>
            <Form.Item name="kode_clarity" label="Clarity">
              {sel('kode_clarity', optionsOf(stones.kode_clarity.data, 'kode_clarity', 'nama_clarity'))}
            </Form.Item>
            <Form.Item name="kode_cutgrade" label="Cut Grade">
              {sel('kode_cutgrade', optionsOf(stones.kode_cutgrade.data, 'kode_cutgrade', 'nama_cutgrade'))}
            </Form.Item>
            <Form.Item name="no_sertifikat" label="No Sertifikat (GIA/IGI)" className="k-span-2">
              <UpperInput maxLength={50} data-testid={id('no_sertifikat')} />
            </Form.Item>
          </>
        )}
      </div>
      <Space>
        <Button type="primary" ghost icon={<PlusOutlined />} onClick={add} data-testid={id('add')}>
          {editing ? 'Simpan Perubahan Baris' : 'Tambah Ke Daftar'}
        </Button>
        {editing && onCancelEdit && (
          <Button
            onClick={() => {
              onCancelEdit();
              const keep = form.getFieldsValue(KEEP as unknown as (keyof ItemValues)[]);
              form.resetFields();
              form.setFieldsValue({ ...EMPTY_ITEM, ...keep });
            }}
            data-testid={id('cancel-edit')}
          >
            Batal Ubah
          </Button>
        )}
      </Space>
    </KForm>
  );
}
