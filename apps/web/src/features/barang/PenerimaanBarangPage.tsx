/**
 * /penerimaan-barang (SEMI_GROSIR_MODULE): bulk gold received by weight from a supplier (`POST
 * penerimaan-barang`). The total (berat × harga per gram) shows as it is typed, exactly as the server stores it;
 * below, the receipts of the shop day (the report `barang/report-terima-supplier`).
 */

import { ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import {
  formatNumber,
  formatRupiah,
  formatTanggal,
  fromMg,
  MSG,
  type PenerimaanRow,
  penerimaanSchema,
  toMg,
  UI,
} from '@kilau/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Select, Table } from 'antd';
import { useState } from 'react';
import { KForm, NumericInput, UpperInput } from '../../components/inputs.tsx';
import { notify } from '../../components/notify.tsx';
import { api } from '../../lib/api.tsx';
import { errorText } from '../../lib/api-error.ts';
import { queryKeys } from '../../lib/query.ts';
import { useSession } from '../../lib/session.ts';
import { useWrite } from '../../lib/use-write.ts';
import { beratMurni, totalPenerimaan } from './penerimaan-model.ts';
import { Stat } from './Stat.tsx';
import { searchable, useStockMasters } from './use-stock-masters.ts';
import './barang.css';

type Values = {
  supplier?: string;
  no_faktur?: string;
  kode_group?: string;
  berat?: string;
  kadar?: string;
  harga_gram?: string;
  keterangan?: string;
};

/** A receipt as saved, and the day's receipts (the Terima Barang Supplier report has the same row). */
type Receipt = PenerimaanRow;

export default function PenerimaanBarangPage() {
  const s = useSession();
  const day = s?.user.tgl_system ?? '';
  const [form] = Form.useForm<Values>();
  const m = useStockMasters();
  const save = useWrite({ invalidates: [queryKeys.barang()] });
  const [last, setLast] = useState<string | null>(null);
  const berat = Form.useWatch('berat', form);
  const harga = Form.useWatch('harga_gram', form);
  const kadar = Form.useWatch('kadar', form);
  const total = totalPenerimaan(berat, harga);
  const murni = beratMurni(berat, kadar);

  const list = useQuery({
    queryKey: queryKeys.barang('penerimaan', day),
    queryFn: () => api.get<Receipt[]>('barang/report-terima-supplier', { query: { tgl_from: day, tgl_to: day } }),
    enabled: !!day,
  });
  const rows = list.data ?? [];
  const sumMg = rows.reduce((n, r) => n + toMg(r.berat), 0);
  const sumRp = rows.reduce((n, r) => n + Number(r.total), 0);

  const onValues = (changed: Partial<Values>) => {
    // a field typed again loses its old error
    form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof Values, errors: [] })));
    if (!changed.kode_group) return;
    const g = m.groups.find((x) => x.kode_group === changed.kode_group);
    if (!g) return;
    if (!form.getFieldValue('kadar') && Number(g.persentase) > 0) form.setFieldValue('kadar', String(g.persentase));
    if (!form.getFieldValue('harga_gram') && Number(g.harga_modal) > 0)
      form.setFieldValue('harga_gram', String(g.harga_modal));
  };

  async function onSave() {
    const v = form.getFieldsValue(true) as Values;
    const parsed = penerimaanSchema.safeParse(v);
    if (!parsed.success) {
      const errs: Record<string, string> = {};
      for (const i of parsed.error.issues) {
        const k = String(i.path[0] ?? '');
        if (k && !errs[k]) errs[k] = i.message;
      }
      form.setFields(Object.entries(errs).map(([name, e]) => ({ name: name as keyof Values, errors: [e] })));
      return;
    }
    const data = await save.submit<Receipt>({ path: 'penerimaan-barang', schema: penerimaanSchema, body: v });
    if (!data) return;
    setLast(data.no_penerimaan);
    form.resetFields();
    void notify.success(MSG.saveOk);
  }

  return (
    <div data-testid="penerimaan-barang">
      <Card className="k-card k-mb" size="small" title="Penerimaan Barang Dari Supplier (Per Berat)">
        {last && (
          <Alert
            type="success"
            showIcon
            className="k-mb"
            title={
              <span>
                Tersimpan Dengan No Penerimaan{' '}
                <b className="k-mono" data-testid="penerimaan-last">
                  {last}
                </b>
              </span>
            }
          />
        )}
        <KForm<Values> form={form} onValuesChange={onValues}>
          <div className="k-stock-grid">
            <Form.Item name="supplier" label="Supplier" required className="k-span-2">
              <UpperInput maxLength={100} autoFocus data-testid="penerimaan-supplier" />
            </Form.Item>
            <Form.Item name="no_faktur" label="No Faktur">
              <UpperInput maxLength={50} data-testid="penerimaan-faktur" />
            </Form.Item>
            <Form.Item name="kode_group" label="Group" required>
              <Select {...searchable} options={m.groupOptions} placeholder={UI.choose} data-testid="penerimaan-group" />
            </Form.Item>
            <Form.Item name="berat" label="Berat (gr)" required>
              <NumericInput mode="digits-dots" placeholder="0.000" data-testid="penerimaan-berat" />
            </Form.Item>
            <Form.Item name="kadar" label="Kadar (%)" required>
              <NumericInput mode="digits-dots" data-testid="penerimaan-kadar" />
            </Form.Item>
            <Form.Item name="harga_gram" label="Harga / Gram (Rp)" required>
              <NumericInput mode="digits" placeholder="0" data-testid="penerimaan-harga" />
            </Form.Item>
            <Form.Item name="keterangan" label="Keterangan">
              <UpperInput maxLength={200} data-testid="penerimaan-keterangan" />
            </Form.Item>
          </div>
        </KForm>
        <div className="k-toolbar">
          <div className="k-stats">
            <Stat
              label="Berat Murni 24K (gr)"
              value={murni === null ? '-' : formatNumber(murni)}
              testId="penerimaan-murni"
            />
            <Stat
              label="Total (Berat × Harga / Gram)"
              value={total === null ? '-' : `Rp ${formatRupiah(total)}`}
              testId="penerimaan-total"
              tone="ok"
            />
          </div>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={save.saving}
            onClick={() => void onSave()}
            style={{ marginLeft: 'auto' }}
            data-testid="penerimaan-save"
          >
            {UI.saveData}
          </Button>
        </div>
      </Card>
      <Card
        className="k-card"
        size="small"
        title={`Penerimaan Hari Ini (${formatTanggal(day)})`}
        extra={
          <Button size="small" icon={<ReloadOutlined />} onClick={() => void list.refetch()} aria-label={UI.refresh} />
        }
      >
        <Table<Receipt>
          size="small"
          bordered
          rowKey="no_penerimaan"
          loading={list.isFetching}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: list.isError ? errorText(list.error, MSG.reportFail) : MSG.noData }}
          data-testid="penerimaan-list"
          columns={[
            { key: 'no', title: UI.rowNo, width: 48, align: 'right', render: (_v, _r, i) => i + 1 },
            { key: 'np', title: 'No Penerimaan', render: (_v, r) => <span className="k-mono">{r.no_penerimaan}</span> },
            { key: 'sup', title: 'Supplier', dataIndex: 'supplier' },
            { key: 'fak', title: 'No Faktur', render: (_v, r) => r.no_faktur || '-' },
            { key: 'grp', title: 'Group', dataIndex: 'kode_group' },
            { key: 'kadar', title: 'Kadar', align: 'right', render: (_v, r) => `${formatNumber(r.kadar, 2)}%` },
            {
              key: 'berat',
              title: 'Berat',
              align: 'right',
              render: (_v, r) => <span className="k-num">{formatNumber(r.berat)}</span>,
            },
            {
              key: 'hg',
              title: 'Harga / Gram',
              align: 'right',
              render: (_v, r) => <span className="k-num">{formatRupiah(r.harga_gram)}</span>,
            },
            {
              key: 'tot',
              title: 'Total',
              align: 'right',
              render: (_v, r) => <span className="k-num">{formatRupiah(r.total)}</span>,
            },
          ]}
          summary={() =>
            rows.length ? (
              <Table.Summary.Row className="k-total-row">
                <Table.Summary.Cell index={0} colSpan={6}>
                  Total ({rows.length})
                </Table.Summary.Cell>
                <Table.Summary.Cell index={6} align="right">
                  <span className="k-num" data-testid="penerimaan-sum-berat">
                    {formatNumber(fromMg(sumMg))}
                  </span>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={7} />
                <Table.Summary.Cell index={8} align="right">
                  <span className="k-num" data-testid="penerimaan-sum-total">
                    {formatRupiah(sumRp)}
                  </span>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null
          }
        />
      </Card>
    </div>
  );
}
