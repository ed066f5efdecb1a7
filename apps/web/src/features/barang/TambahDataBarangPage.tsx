/**
 * /tambah-data-barang: type item lines (several before saving), save them in one call (`POST barang`), then the
 * created pieces with their barcodes: a photo per piece and the labels to print at once.
 */
import { CloseOutlined, SaveOutlined } from '@ant-design/icons';
import type { Barang } from '@kilau/domain';
import { createBarangSchema, MSG, UI } from '@kilau/domain';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { confirm, notify } from '../../components/notify.tsx';
import { queryKeys } from '../../lib/query.ts';
import { useWrite } from '../../lib/use-write.ts';
import { CreatedPieces } from './items/CreatedPieces.tsx';
import { ItemForm } from './items/ItemForm.tsx';
import { ItemList } from './items/ItemList.tsx';
import { useItemLines } from './items/use-item-lines.ts';
import './barang.css';

export default function TambahDataBarangPage() {
  const lines = useItemLines();
  const [created, setCreated] = useState<Barang[] | null>(null);
  const save = useWrite({ invalidates: [queryKeys.barang()] });

  async function onSave() {
    const data = await save.submit<Barang[]>({
      path: 'barang',
      schema: createBarangSchema,
      body: { items: lines.items.map(({ key: _k, ...i }) => i) },
    });
    if (!data) return;
    lines.clear();
    setCreated(data);
    void notify.success(MSG.saveOk);
  }

  async function onClear() {
    if (await confirm({ title: 'Kosongkan Daftar Barang?', testId: 'items-clear-confirm' })) lines.clear();
  }

  return (
    <div data-testid="tambah-barang">
      {created && (
        <CreatedPieces
          pieces={created}
          testId="created"
          title={`Barang Tersimpan (${created.length})`}
          extra={
            <Button size="small" icon={<CloseOutlined />} onClick={() => setCreated(null)} data-testid="created-close">
              {UI.close}
            </Button>
          }
        />
      )}
      <Card className="k-card k-mb" size="small" title="Input Barang">
        <ItemForm onAdd={lines.add} editing={lines.editing} onCancelEdit={lines.cancelEdit} testId="item" />
      </Card>
      <Card
        className="k-card"
        size="small"
        title={`Daftar Barang (${lines.items.length} Baris)`}
        extra={
          <Space>
            <Button
              disabled={!lines.items.length || save.saving}
              onClick={() => void onClear()}
              data-testid="items-clear"
            >
              Kosongkan
            </Button>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={save.saving}
              disabled={!lines.items.length}
              onClick={() => void onSave()}
              data-testid="items-save"
            >
              {UI.saveData}
            </Button>
          </Space>
        }
      >
        <ItemList items={lines.items} onEdit={lines.edit} onRemove={lines.remove} testId="items" />
      </Card>
    </div>
  );
}
