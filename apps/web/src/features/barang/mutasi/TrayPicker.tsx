/**
 * Destination of a move: gudang, then one of its active trays. Inactive gudang and trays never appear here
 * (the server refuses them too). Changing the gudang clears the tray.
 */
import { UI } from '@kilau/domain';
import { Form, Select } from 'antd';
import { useBakiAktif, useGudangAktif } from './use-masters.ts';

export type Tray = { kode_gudang: string; kode_baki: string };

export function TrayPicker(props: {
  value: Tray;
  onChange: (t: Tray) => void;
  /** Test id prefix: `<prefix>-gudang`, `<prefix>-baki`. */
  testId?: string;
  labels?: { gudang?: string; baki?: string };
  disabled?: boolean;
}) {
  const id = props.testId ?? 'tujuan';
  const g = useGudangAktif();
  const b = useBakiAktif(props.value.kode_gudang || undefined);
  return (
    <>
      <Form.Item label={props.labels?.gudang ?? 'Gudang Tujuan'} htmlFor={`${id}-gudang`} required>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={UI.choose}
          loading={g.isLoading}
          disabled={props.disabled}
          value={props.value.kode_gudang || undefined}
          options={g.rows.map((r) => ({ value: r.kode_gudang, label: `${r.kode_gudang} - ${r.nama_gudang}` }))}
          onChange={(v) => props.onChange({ kode_gudang: v ?? '', kode_baki: '' })}
          notFoundContent="Tidak Ada Data"
          id={`${id}-gudang`}
          data-testid={`${id}-gudang`}
        />
      </Form.Item>
      <Form.Item label={props.labels?.baki ?? 'Baki Tujuan'} htmlFor={`${id}-baki`} required>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={props.value.kode_gudang ? UI.choose : 'Pilih Gudang Terlebih Dahulu'}
          loading={b.isLoading && !!props.value.kode_gudang}
          disabled={props.disabled || !props.value.kode_gudang}
          value={props.value.kode_baki || undefined}
          options={b.rows.map((r) => ({ value: r.kode_baki, label: `${r.kode_baki} - ${r.nama_baki}` }))}
          onChange={(v) => props.onChange({ ...props.value, kode_baki: v ?? '' })}
          notFoundContent="Tidak Ada Data"
          id={`${id}-baki`}
          data-testid={`${id}-baki`}
        />
      </Form.Item>
    </>
  );
}
