/** The pledged pieces: name, kadar %, weight, quantity, optional photo; fine weight and value at the fine gold price. */
import { CameraOutlined, CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { formatNumber, formatRupiah } from '@kilau/domain';
import { Button, InputNumber, Tooltip } from 'antd';
import { useRef } from 'react';
import { NumericInput, UpperInput } from '../../../components/inputs.tsx';
import { notify } from '../../../components/notify.tsx';
import { resizeToJpeg } from '../../barang/foto/image-resize.ts';
import { type JaminanLine, lineNilai } from './hutang-model.ts';

function FotoPick({ line, i, onFoto }: { line: JaminanLine; i: number; onFoto: (f: Blob | undefined) => void }) {
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
        data-testid={`ht-foto-input-${i}`}
      />
      <Tooltip title={line.foto ? 'Foto Dipilih (Klik Untuk Hapus)' : 'Pilih Foto (Opsional)'}>
        <Button
          size="small"
          type={line.foto ? 'primary' : 'default'}
          icon={<CameraOutlined />}
          aria-label={`Foto Barang ${i + 1}`}
          onClick={() => (line.foto ? onFoto(undefined) : input.current?.click())}
          data-testid={`ht-foto-${i}`}
        />
      </Tooltip>
    </>
  );
}

export function JaminanLines(props: {
  lines: readonly JaminanLine[];
  harga: number | null | undefined;
  onChange: (id: string, p: Partial<JaminanLine>) => void;
  onAdd: () => void;
  onRemove: (id: string) => void;
}) {
  return (
    <div data-testid="ht-lines">
      <table className="k-ps-lines">
        <thead>
          <tr>
            <th style={{ width: 32 }}>No</th>
            <th>Nama Barang</th>
            <th style={{ width: 80 }}>Kadar (%)</th>
            <th style={{ width: 90 }}>Berat (gr)</th>
            <th style={{ width: 60 }}>Qty</th>
            <th style={{ width: 90 }} className="r">
              Berat Murni
            </th>
            <th style={{ width: 120 }} className="r">
              Nilai
            </th>
            <th style={{ width: 66 }} />
          </tr>
        </thead>
        <tbody>
          {props.lines.map((l, i) => {
            const v = lineNilai(l, props.harga);
            return (
              <tr key={l.id} data-testid={`ht-line-${i}`}>
                <td className="c">{i + 1}</td>
                <td>
                  <UpperInput
                    size="small"
                    maxLength={100}
                    placeholder="Nama Barang"
                    value={l.nama_barang}
                    onChange={(x) => props.onChange(l.id, { nama_barang: x })}
                    aria-label={`Nama Barang ${i + 1}`}
                    style={{ width: '100%' }}
                    data-testid={`ht-nama-${i}`}
                  />
                </td>
                <td>
                  <NumericInput
                    size="small"
                    mode="digits-dots"
                    placeholder="75"
                    value={l.kadar}
                    onChange={(x) => props.onChange(l.id, { kadar: x })}
                    aria-label={`Kadar ${i + 1}`}
                    style={{ width: '100%' }}
                    data-testid={`ht-kadar-${i}`}
                  />
                </td>
                <td>
                  <NumericInput
                    size="small"
                    mode="digits-dots"
                    placeholder="0.000"
                    value={l.berat}
                    onChange={(x) => props.onChange(l.id, { berat: x })}
                    aria-label={`Berat ${i + 1}`}
                    style={{ width: '100%' }}
                    data-testid={`ht-berat-${i}`}
                  />
                </td>
                <td>
                  <InputNumber
                    size="small"
                    min={1}
                    max={999}
                    precision={0}
                    value={l.jumlah}
                    onChange={(x) => props.onChange(l.id, { jumlah: Number(x ?? 1) || 1 })}
                    aria-label={`Qty ${i + 1}`}
                    style={{ width: '100%' }}
                    data-testid={`ht-qty-${i}`}
                  />
                </td>
                <td className="r" data-testid={`ht-murni-${i}`}>
                  {formatNumber(v.murni)}
                </td>
                <td className="r" data-testid={`ht-nilai-${i}`}>
                  <b>{formatRupiah(v.nilai)}</b>
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
                      data-testid={`ht-remove-${i}`}
                    />
                  </Tooltip>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Button size="small" icon={<PlusOutlined />} onClick={props.onAdd} className="k-mt" data-testid="ht-add-line">
        Tambah Barang Jaminan
      </Button>
    </div>
  );
}
