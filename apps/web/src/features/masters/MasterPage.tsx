/**
 * The one screen every declared master renders through (STYLE.md §3): searchable table of the declared columns
 * with edit and delete per row and CSV export, the add/edit modal, and the delete confirmation of spec §8.
 */
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { deleteConfirmText, MSG, modalTitle, type ResourceDef, UI } from '@kilau/domain';
import { Button, Card, Space, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { DataTable } from '../../components/DataTable.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { confirm, notify } from '../../components/notify.tsx';
import { errorText, isTimeout } from '../../lib/api-error.ts';
import { type ResourceRow, useResourceList, useResourceMutation } from '../../lib/use-resource.ts';
import { type EditState, MasterFormModal } from './MasterFormModal.tsx';
import { listColumns } from './master-model.ts';

const testKey = (v: unknown) =>
  String(v ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

export function MasterPage({ resource: r }: { resource: ResourceDef }) {
  const list = useResourceList(r);
  const { remove } = useResourceMutation(r);
  const [editing, setEditing] = useState<EditState | null>(null);
  const columns = useMemo(() => listColumns(r), [r]);

  async function onDelete(row: ResourceRow) {
    const ok = await confirm({ title: deleteConfirmText(r, row), danger: true, testId: 'delete-confirm' });
    if (!ok) return;
    try {
      await remove(row._id);
      void notify.success(MSG.deleteOk);
    } catch (e) {
      if (!isTimeout(e)) void notify.error(errorText(e, MSG.deleteFail));
    }
  }

  return (
    <Card className="k-card" size="small">
      <LoadError query={list} />
      <DataTable<ResourceRow>
        testId="master-table"
        urlState
        rows={list.data ?? []}
        loading={list.isLoading}
        columns={columns}
        rowKey={(row) => row._id}
        exportName={r.route}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ mode: 'add' })}
            data-testid="master-add"
          >
            {modalTitle(r, 'add')}
          </Button>
        }
        actions={(row) => {
          const k = testKey(row[r.code]);
          return (
            <Space size={4}>
              <Tooltip title={UI.edit}>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={UI.edit}
                  onClick={() => setEditing({ mode: 'edit', row })}
                  data-testid={`row-edit-${k}`}
                />
              </Tooltip>
              <Tooltip title={UI.delete}>
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={UI.delete}
                  onClick={() => void onDelete(row)}
                  data-testid={`row-delete-${k}`}
                />
              </Tooltip>
            </Space>
          );
        }}
      />
      <MasterFormModal resource={r} state={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

export default MasterPage;
