/**
 * Terima barang from a supplier: the supplier and its invoice once, then item lines as in tambah data barang;
 * saving (`POST terimabarang/supplier`) gives the receipt number (TB) and the new pieces with labels to print.
 */
import { CloseOutlined, SaveOutlined } from '@ant-design/icons';
import type { TerimaSupplierResult } from '@kilau/domain';
import { MSG, terimaSupplierSchema, UI } from '@kilau/domain';
import { Button, Card, Form, Space } from 'antd';
import { useState } from 'react';
import { KForm, UpperInput } from '../../../components/inputs.tsx';
import { notify } from '../../../components/notify.tsx';
import { queryKeys } from '../../../lib/query.ts';
import { useWrite } from '../../../lib/use-write.ts';
import { CreatedPieces } from '../items/CreatedPieces.tsx';
import { ItemForm } from '../items/ItemForm.tsx';
import { ItemList } from '../items/ItemList.tsx';
import { useItemLines } from '../items/use-item-lines.ts';

type Head = { supplier?: string; no_faktur?: string };

export function TerimaSupplierTab() {
  const [head] = Form.useForm<Head>();
  const lines = useItemLines();
  const [result, setResult] = useState<TerimaSupplierResult | null>(null);
  const save = useWrite({ invalidates: [queryKeys.barang()] });

  async function onSave() {
    const h = head.getFieldsValue(true) as Head;
    if (!h.supplier?.trim()) {
      head.setFields([{ name: 'supplier', errors: ['Supplier Tidak Boleh Kosong'] }]);
      return;
    }
    const supplier = h.supplier.trim().toUpperCase();
    const data = await save.submit<TerimaSupplierResult>({
      path: 'terimabarang/supplier',
      schema: terimaSupplierSchema,
      body: {
        supplier,
        no_faktur: h.no_faktur ?? '',
        items: lines.items.map(({ key: _k, ...i }) => ({ ...i, supplier })),
      },
    });
    if (!data) return;
    lines.clear();
    head.resetFields();
    setResult(data);
    void notify.success(MSG.saveOk);
  }

  return (
    <div data-testid="terima-supplier">
      {result && (
        <CreatedPieces
          pieces={result.barang}
          testId="terima-hasil"
          title={
            <span>
              Terima Barang{' '}
              <span className="k-mono" data-testid="terima-no-ref">
                {result.no_ref}
              </span>
            </span>
          }
          extra={
            <Button
              size="small"
              icon={<CloseOutlined />}
              onClick={() => setResult(null)}
              data-testid="terima-hasil-close"
            >
              {UI.close}
            </Button>
          }
        />
      )}
      <Card className="k-card k-mb" size="small" title="Supplier">
        <KForm<Head>
          form={head}
          layout="inline"
          onValuesChange={(c) =>
            head.setFields(Object.keys(c).map((name) => ({ name: name as keyof Head, errors: [] })))
          }
        >
          <Form.Item name="supplier" label="Supplier" required style={{ minWidth: 360 }}>
            <UpperInput maxLength={100} data-testid="terima-supplier-nama" />
          </Form.Item>
          <Form.Item name="no_faktur" label="No Faktur" style={{ minWidth: 280 }}>
            <UpperInput maxLength={50} data-testid="terima-supplier-faktur" />
          </Form.Item>
        </KForm>
      </Card>
      <Card className="k-card k-mb" size="small" title="Input Barang">
        <ItemForm
          onAdd={lines.add}
          editing={lines.editing}
          onCancelEdit={lines.cancelEdit}
          hideSupplier
          testId="terima-item"
        />
      </Card>
      <Card
        className="k-card"
        size="small"
        title={`Daftar Barang (${lines.items.length} Baris)`}
        extra={
          <Space>
            <Button
              disabled={!lines.items.length || save.saving}
              onClick={lines.clear}
              data-testid="terima-items-clear"
            >
              Kosongkan
            </Button>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={save.saving}
              disabled={!lines.items.length}
              onClick={() => void onSave()}
              data-testid="terima-items-save"
            >
              Simpan Terima Barang
            </Button>
          </Space>
        }
      >
        <ItemList items={lines.items} onEdit={lines.edit} onRemove={lines.remove} testId="terima-items" />
      </Card>
    </div>
  );
}
