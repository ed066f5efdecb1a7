/**
 * The ordered pieces: kategori, name, estimated weight, description; the price per gram and price as the server
 * computes them. Each piece is two rows: its columns, then its description across the table (a free text as wide
 * as the card, never a sliver between the columns — issue 25 item 22). Headers wrap rather than overlap; below the
 * table's least width (a narrow window) the table scrolls inside its card.
 */
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { formatRupiah, type ParameterPesanan } from '@kilau/domain';
import { Button, Select, Tooltip } from 'antd';
import { NumericInput, UpperInput } from '../../../components/inputs.tsx';
import { lineHarga, type PesananLine } from './pesanan-model.ts';

export function PesananLines(props: {
  lines: readonly PesananLine[];
  para: ParameterPesanan | undefined;
  onChange: (id: string, p: Partial<PesananLine>) => void;
  onAdd: () => void;
  onRemove: (id: string) => void;
}) {
  const kategori = (props.para?.kategori ?? []).map((k) => ({
    value: k.kode_group,
    label: `${k.kode_group} - ${k.nama_group}`,
  }));
  return (
    <div data-testid="ps-lines">
      <div className="k-ps-lines-scroll">
        <table className="k-ps-lines">
          <thead>
            <tr>
              <th style={{ width: 32 }}>No</th>
              <th style={{ width: 140 }}>Kategori</th>
              <th>Nama Barang</th>
              <th style={{ width: 84 }}>Berat Est. (gr)</th>
              <th style={{ width: 92 }} className="r">
                Harga/Gr
              </th>
              <th style={{ width: 104 }} className="r">
                Harga
              </th>
              <th style={{ width: 36 }} />
            </tr>
          </thead>
          {props.lines.map((l, i) => {
            const h = lineHarga(l, props.para);
            const deskripsiId = `ps-deskripsi-${l.id}`;
            return (
              <tbody key={l.id} className="k-ps-line">
                <tr data-testid={`ps-line-${i}`}>
                  <td className="c" rowSpan={2}>
                    {i + 1}
                  </td>
                  <td>
                    <Select
                      size="small"
                      style={{ width: '100%' }}
                      showSearch={{ optionFilterProp: 'label' }}
                      placeholder="Pilih Kategori"
                      value={l.kode_group || undefined}
                      options={kategori}
                      onChange={(v) => props.onChange(l.id, { kode_group: v ?? '' })}
                      aria-label={`Kategori ${i + 1}`}
                      data-testid={`ps-kategori-${i}`}
                    />
                  </td>
                  <td>
                    <UpperInput
                      size="small"
                      maxLength={100}
                      placeholder="Nama Barang"
                      value={l.nama_barang}
                      onChange={(v) => props.onChange(l.id, { nama_barang: v })}
                      aria-label={`Nama Barang ${i + 1}`}
                      style={{ width: '100%' }}
                      data-testid={`ps-nama-${i}`}
                    />
                  </td>
                  <td>
                    <NumericInput
                      size="small"
                      mode="digits-dots"
                      placeholder="0.000"
                      value={l.berat_estimasi}
                      onChange={(v) => props.onChange(l.id, { berat_estimasi: v })}
                      aria-label={`Berat Estimasi ${i + 1}`}
                      style={{ width: '100%' }}
                      data-testid={`ps-berat-${i}`}
                    />
                  </td>
                  <td className="r">{h.hargaGram ? formatRupiah(h.hargaGram) : '-'}</td>
                  <td className="r" data-testid={`ps-harga-${i}`}>
                    <b>{h.harga ? formatRupiah(h.harga) : '-'}</b>
                  </td>
                  <td rowSpan={2}>
                    <Tooltip title="Hapus Barang">
                      <Button
                        size="small"
                        type="text"
                        danger
                        icon={<CloseOutlined />}
                        aria-label="Hapus Barang"
                        disabled={props.lines.length === 1}
                        onClick={() => props.onRemove(l.id)}
                        data-testid={`ps-remove-${i}`}
                      />
                    </Tooltip>
                  </td>
                </tr>
                <tr className="k-ps-line-desc">
                  <td colSpan={5}>
                    <div className="k-ps-desc">
                      <label htmlFor={deskripsiId}>Deskripsi</label>
                      <UpperInput
                        id={deskripsiId}
                        size="small"
                        maxLength={300}
                        placeholder="Ukiran, Ukuran, Model…"
                        value={l.deskripsi}
                        onChange={(v) => props.onChange(l.id, { deskripsi: v })}
                        aria-label={`Deskripsi ${i + 1}`}
                        data-testid={`ps-deskripsi-${i}`}
                      />
                    </div>
                  </td>
                </tr>
              </tbody>
            );
          })}
        </table>
      </div>
      <Button size="small" icon={<PlusOutlined />} onClick={props.onAdd} className="k-mt" data-testid="ps-add-line">
        Tambah Barang
      </Button>
    </div>
  );
}
