/** The received items: name, weight, quantity, fee per item, description, optional photo; quantity × fee per line. */
import { CameraOutlined, CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { formatRupiah } from '@kilau/domain';
import { Button, InputNumber, Tooltip } from 'antd';
import { useRef } from 'react';
import { NumericInput, UpperInput } from '../../../components/inputs.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { notify } from '../../../components/notify.tsx';
import { resizeToJpeg } from '../../barang/foto/image-resize.ts';
import type { ServiceLine } from './service-model.ts';

function FotoPick({ line, i, onFoto }: { line: ServiceLine; i: number; onFoto: (f: Blob | undefined) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          resizeToJpeg(file)
            .then(onFoto)
            .catch((err: Error) => notify.toast.error(err.message || 'Foto Tidak Dapat Dibaca'))
            .finally(() => {
              if (input.current) input.current.value = '';
            });
        }}
        data-testid={`sv-foto-input-${i}`}
      />
      <Tooltip title={line.foto ? 'Foto Dipilih (Klik Untuk Hapus)' : 'Pilih Foto (Opsional)'}>
        <Button
          size="small"
          type={line.foto ? 'primary' : 'default'}
          icon={<CameraOutlined />}
          aria-label={`Foto Barang ${i + 1}`}
          onClick={() => (line.foto ? onFoto(undefined) : input.current?.click())}
          data-testid={`sv-foto-${i}`}
        />
      </Tooltip>
    </>
  );
}

export function ServiceLines(props: {
  lines: readonly ServiceLine[];
  onChange: (id: string, p: Partial<ServiceLine>) => void;
  onAdd: () => void;
  onRemove: (id: string) => void;
}) {
  return (
    <div data-testid="sv-lines">
      <table className="k-ps-lines">
        <thead>
          <tr>
            <th style={{ width: 32 }}>No</th>
            <th style={{ width: '19%' }}>Nama Barang</th>
            <th style={{ width: 76 }}>Berat (gr)</th>
            <th style={{ width: 56 }}>Qty</th>
            <th style={{ width: 108 }}>Ongkos / Pcs</th>
            <th>Deskripsi</th>
            <th style={{ width: 96 }} className="r">
              Subtotal
            </th>
            <th style={{ width: 66 }} />
          </tr>
        </thead>
        <tbody>
          {props.lines.map((l, i) => (
            <tr key={l.id} data-testid={`sv-line-${i}`}>
              <td className="c">{i + 1}</td>
              <td>
                <UpperInput
                  size="small"
                  maxLength={100}
                  placeholder="Nama Barang"
                  value={l.nama_barang}
                  onChange={(v) => props.onChange(l.id, { nama_barang: v })}
                  aria-label={`Nama Barang ${i + 1}`}
                  style={{ width: '100%' }}
                  data-testid={`sv-nama-${i}`}
                />
              </td>
              <td>
                <NumericInput
                  size="small"
                  mode="digits-dots"
                  placeholder="0.000"
                  value={l.berat}
                  onChange={(v) => props.onChange(l.id, { berat: v })}
                  aria-label={`Berat ${i + 1}`}
                  style={{ width: '100%' }}
                  data-testid={`sv-berat-${i}`}
                />
              </td>
              <td>
                <InputNumber
                  size="small"
                  min={1}
                  max={999}
                  precision={0}
                  value={l.jumlah}
                  onChange={(v) => props.onChange(l.id, { jumlah: Number(v ?? 1) || 1 })}
                  aria-label={`Qty ${i + 1}`}
                  style={{ width: '100%' }}
                  data-testid={`sv-qty-${i}`}
                />
              </td>
              <td>
                <MoneyInput
                  size="small"
                  value={l.ongkos}
                  onChange={(v) => props.onChange(l.id, { ongkos: v })}
                  aria-label={`Ongkos ${i + 1}`}
                  style={{ width: '100%' }}
                  data-testid={`sv-ongkos-${i}`}
                />
              </td>
              <td>
                <UpperInput
                  size="small"
                  maxLength={300}
                  placeholder="Kerusakan, Permintaan…"
                  value={l.deskripsi}
                  onChange={(v) => props.onChange(l.id, { deskripsi: v })}
                  aria-label={`Deskripsi ${i + 1}`}
                  style={{ width: '100%' }}
                  data-testid={`sv-deskripsi-${i}`}
                />
              </td>
              <td className="r" data-testid={`sv-subtotal-${i}`}>
                <b>{formatRupiah((Number(l.jumlah) || 0) * (Number(l.ongkos) || 0))}</b>
              </td>
              <td>
                <FotoPick line={l} i={i} onFoto={(foto) => props.onChange(l.id, { foto })} />
                <Tooltip title="Hapus Barang">
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<CloseOutlined />}
                    aria-label="Hapus Barang"
                    disabled={props.lines.length === 1}
                    onClick={() => props.onRemove(l.id)}
                    data-testid={`sv-remove-${i}`}
                  />
                </Tooltip>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button size="small" icon={<PlusOutlined />} onClick={props.onAdd} className="k-mt" data-testid="sv-add-line">
        Tambah Barang
      </Button>
    </div>
  );
}
