/**
 * The pieces bought in this visit: weight weighed now, condition, receipt brought, and the price — the policy
 * price with its computation shown (buy price per gram − kondisi − rugi nota = per gram × weight) until staff type
 * their own; a price above policy is marked (a supervisor approves it on save).
 */
import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import { formatNumber, formatRupiah, MSG_BELI, type ParameterBeli } from '@kilau/domain';
import { Button, Checkbox, Select, Table, Tag, Tooltip, Typography } from 'antd';
import { NumericInput } from '../../../components/inputs.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { kadarText } from '../../penjualan/nota/nota-model.ts';
import { type BeliLine, hargaOf, policyOf } from './beli-model.ts';

const rp = (n: number) => `Rp ${formatRupiah(n)}`;

/** The policy computation of a line, in words a cashier reads to the customer. */
export function Hitungan({ l, para }: { l: BeliLine; para: ParameterBeli | undefined }) {
  const p = policyOf(l, para);
  if (!p.ok) return <Typography.Text type="danger">{p.message}</Typography.Text>;
  const h = p.h;
  const parts = [`${rp(h.harga_beli_gram)}/g`];
  if (h.potongan_kondisi) parts.push(`− ${l.kode_kondisi} ${rp(h.potongan_kondisi)}`);
  if (h.potongan_rugi_nota) parts.push(`− Rugi Nota ${rp(h.potongan_rugi_nota)}`);
  return (
    <span className="k-muted" data-testid={`beli-hitung-${l.id}`}>
      {parts.join(' ')} = {rp(h.harga_rata)}/g × {formatNumber(l.berat || '0')} g = <b>{rp(h.harga)}</b>
    </span>
  );
}

export function BeliLinesTable(props: {
  lines: readonly BeliLine[];
  para: ParameterBeli | undefined;
  onChange: (id: string, p: Partial<BeliLine>) => void;
  onRemove: (id: string) => void;
}) {
  const { para } = props;
  const kondisi = (para?.kondisi ?? []).map((k) => ({ value: k.kode_kondisi, label: k.kode_kondisi }));
  return (
    <Table<BeliLine>
      size="small"
      bordered
      data-testid="beli-table"
      rowKey="id"
      dataSource={[...props.lines]}
      pagination={false}
      tableLayout="fixed"
      locale={{ emptyText: 'Belum Ada Barang. Scan Barcode / No Faktur, Atau Tambah Barang Manual.' }}
      onRow={(l) => ({ 'data-testid': `beli-row-${l.id}` }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { key: 'no', title: '#', width: 34, align: 'right', render: (_v, _l, i) => i + 1 },
        {
          key: 'nama',
          title: 'Barang',
          render: (_v, l) => (
            <div>
              <div>
                {l.nama_barang || '-'}{' '}
                {l.kode_barcode ? (
                  <Tag style={{ fontFamily: 'monospace' }}>{l.kode_barcode}</Tag>
                ) : (
                  <Tag color="orange">MANUAL</Tag>
                )}
              </div>
              <div className="k-muted" style={{ fontSize: 12 }}>
                {l.kode_dept} · Kadar {kadarText('', l.kadar)}
                {l.no_faktur_ext
                  ? ` · Nota ${l.no_faktur_ext}: ${formatNumber(l.berat_nota)} g, ${rp(l.harga_nota)}`
                  : ''}
              </div>
              <div style={{ fontSize: 12 }}>
                <Hitungan l={l} para={para} />
              </div>
            </div>
          ),
        },
        {
          key: 'berat',
          title: 'Berat (g)',
          width: 96,
          render: (_v, l, i) => (
            <NumericInput
              mode="digits-dots"
              size="small"
              value={l.berat}
              aria-label={`Berat Barang ${i + 1}`}
              status={l.berat && Number(l.berat) > 0 ? undefined : 'error'}
              onChange={(v) => props.onChange(l.id, { berat: v })}
              data-testid={`beli-berat-${i}`}
            />
          ),
        },
        {
          key: 'kondisi',
          title: 'Kondisi',
          width: 110,
          render: (_v, l, i) => (
            <Select
              size="small"
              style={{ width: '100%' }}
              showSearch={{ optionFilterProp: 'label' }}
              value={l.kode_kondisi || undefined}
              placeholder="Pilih"
              options={kondisi}
              aria-label={`Kondisi Barang ${i + 1}`}
              status={l.kode_kondisi ? undefined : 'error'}
              onChange={(v) => props.onChange(l.id, { kode_kondisi: v ?? '' })}
              data-testid={`beli-kondisi-${i}`}
            />
          ),
        },
        {
          key: 'nota',
          title: 'Nota',
          width: 56,
          align: 'center',
          render: (_v, l, i) => (
            <Checkbox
              checked={l.ada_nota}
              aria-label={`Barang ${i + 1} Dengan Nota`}
              onChange={(e) => props.onChange(l.id, { ada_nota: e.target.checked })}
              data-testid={`beli-nota-${i}`}
            />
          ),
        },
        {
          key: 'harga',
          title: 'Harga',
          width: 150,
          render: (_v, l, i) => {
            const p = policyOf(l, para);
            const harga = hargaOf(l, para);
            const above = p.ok && harga > p.h.harga;
            return (
              <div>
                <div style={{ display: 'flex', gap: 4 }}>
                  <MoneyInput
                    size="small"
                    value={harga}
                    aria-label={`Harga Barang ${i + 1}`}
                    status={harga > 0 ? (above ? 'warning' : undefined) : 'error'}
                    onChange={(v) => props.onChange(l.id, { harga: v, manual: true })}
                    data-testid={`beli-harga-${i}`}
                  />
                  {l.manual && (
                    <Tooltip title="Kembali Ke Harga Ketentuan">
                      <Button
                        size="small"
                        icon={<UndoOutlined />}
                        aria-label={`Harga Ketentuan Barang ${i + 1}`}
                        onClick={() => props.onChange(l.id, { manual: false, harga: 0 })}
                      />
                    </Tooltip>
                  )}
                </div>
                {harga <= 0 && (
                  <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid={`beli-harga-error-${i}`}>
                    {MSG_BELI.hargaKosong}
                  </Typography.Text>
                )}
                {above && (
                  <div style={{ fontSize: 12 }}>
                    <Tag color="warning">Di Atas Ketentuan: Perlu Otorisasi</Tag>
                  </div>
                )}
              </div>
            );
          },
        },
        {
          key: 'hapus',
          title: '',
          width: 40,
          render: (_v, l, i) => (
            <Tooltip title="Hapus">
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Hapus Barang ${i + 1}`}
                onClick={() => props.onRemove(l.id)}
                data-testid={`beli-hapus-${i}`}
              />
            </Tooltip>
          ),
        },
      ]}
    />
  );
}
