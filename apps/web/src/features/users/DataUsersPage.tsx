/**
 * `/data-users`: the store's users (every store's for a head-office owner) with add, edit, reset password,
 * deactivate (after confirmation) and a shortcut to the user's menu access.
 */
import { EditOutlined, KeyOutlined, PlusOutlined, SafetyCertificateOutlined, StopOutlined } from '@ant-design/icons';
import { MSG, UI } from '@kilau/domain';
import { Button, Card, Space, Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { confirm, notify } from '../../components/notify.tsx';
import { menuGrants } from '../../lib/access.ts';
import { errorText, isTimeout } from '../../lib/api-error.ts';
import { useSession } from '../../lib/session.ts';
import { testSlug } from '../../lib/test-id.ts';
import { ResetPasswordModal } from './ResetPasswordModal.tsx';
import { type UserEditState, UserFormModal } from './UserFormModal.tsx';
import { USERS_UI } from './users.texts.ts';
import './users.css';
import { LoadError } from '../../components/LoadError.tsx';
import { useUsers, useUserWrites } from './users-api.ts';
import { type Caller, canManage, levelLabel, type UserRow } from './users-model.ts';

export function DataUsersPage() {
  const s = useSession();
  const navigate = useNavigate();
  const list = useUsers();
  const { deactivate } = useUserWrites();
  const [editing, setEditing] = useState<UserEditState | null>(null);
  const [resetting, setResetting] = useState<UserRow | null>(null);

  const caller: Caller = useMemo(
    () => ({
      user_id: s?.user.user_id ?? '',
      level: s?.user.level ?? '',
      kode_toko: s?.user.kode_toko ?? '',
      tipe_toko: s?.user.tipe_toko ?? '',
    }),
    [s?.user.user_id, s?.user.level, s?.user.kode_toko, s?.user.tipe_toko],
  );
  const mayEditAccess =
    !!s && menuGrants('/hak-akses-users', { ...s.user, menu: s.menu, modules: s.modules.map((m) => m.key) });

  const columns = useMemo<DataTableColumn<UserRow>[]>(
    () => [
      {
        key: 'user_id',
        title: USERS_UI.userId,
        render: (r) => (
          <span className="k-user-id-cell">
            {r.user_id}
            {r.user_id === caller.user_id && (
              <Tag className="k-user-self" color="gold" style={{ marginLeft: 6 }}>
                {USERS_UI.self}
              </Tag>
            )}
          </span>
        ),
      },
      { key: 'user_name', title: USERS_UI.userName },
      { key: 'level', title: USERS_UI.level, text: (r) => levelLabel(r.level) },
      { key: 'kode_toko', title: USERS_UI.store, align: 'center' },
      {
        key: 'status_aktif',
        title: USERS_UI.status,
        align: 'center',
        text: (r) => (r.status_aktif ? UI.active : UI.inactive),
        render: (r) => (
          <Tag color={r.status_aktif ? 'green' : 'default'} data-testid={`user-status-${testSlug(r.user_id)}`}>
            {r.status_aktif ? UI.active : UI.inactive}
          </Tag>
        ),
      },
    ],
    [caller.user_id],
  );

  async function onDeactivate(row: UserRow) {
    const ok = await confirm({
      title: USERS_UI.deactivateConfirm(row.user_id),
      content: USERS_UI.deactivateHint,
      danger: true,
      testId: 'deactivate-confirm',
    });
    if (!ok) return;
    try {
      const res = await deactivate(row.user_id);
      void notify.success(res?.message || MSG.deleteOk);
    } catch (e) {
      if (!isTimeout(e)) void notify.error(errorText(e, MSG.deleteFail));
    }
  }

  return (
    <Card className="k-card" size="small">
      <LoadError query={list} />
      <DataTable<UserRow>
        testId="users-table"
        urlState
        rows={list.data ?? []}
        loading={list.isLoading}
        columns={columns}
        rowKey={(r) => r.user_id}
        exportName="/data-users"
        actionsWidth={mayEditAccess ? 150 : 120}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ mode: 'add' })}
            data-testid="users-add"
          >
            {USERS_UI.addUser}
          </Button>
        }
        actions={(row) => {
          const k = testSlug(row.user_id);
          const managed = canManage(caller, row);
          const self = row.user_id === caller.user_id;
          return (
            <Space size={4}>
              <Tooltip title={UI.edit}>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={UI.edit}
                  disabled={!managed}
                  onClick={() => setEditing({ mode: 'edit', row })}
                  data-testid={`user-edit-${k}`}
                />
              </Tooltip>
              <Tooltip title={USERS_UI.resetPassword}>
                <Button
                  size="small"
                  icon={<KeyOutlined />}
                  aria-label={USERS_UI.resetPassword}
                  disabled={!managed}
                  onClick={() => setResetting(row)}
                  data-testid={`user-reset-${k}`}
                />
              </Tooltip>
              {mayEditAccess && (
                <Tooltip title={USERS_UI.accessRights}>
                  <Button
                    size="small"
                    icon={<SafetyCertificateOutlined />}
                    aria-label={USERS_UI.accessRights}
                    onClick={() => navigate(`/hak-akses-users?user=${encodeURIComponent(row.user_id)}`)}
                    data-testid={`user-akses-${k}`}
                  />
                </Tooltip>
              )}
              <Tooltip title={USERS_UI.deactivate}>
                <Button
                  size="small"
                  danger
                  icon={<StopOutlined />}
                  aria-label={USERS_UI.deactivate}
                  disabled={!managed || self || !row.status_aktif}
                  onClick={() => void onDeactivate(row)}
                  data-testid={`user-deactivate-${k}`}
                />
              </Tooltip>
            </Space>
          );
        }}
      />
      <UserFormModal state={editing} caller={caller} onClose={() => setEditing(null)} />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
    </Card>
  );
}

export default DataUsersPage;
