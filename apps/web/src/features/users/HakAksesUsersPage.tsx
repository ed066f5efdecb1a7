/** `/hak-akses-users` (spec §2.7): choose a user, edit their menu in the tree editor, `Simpan` saves it. */
import { MSG } from '@kilau/domain';
import { Select } from 'antd';
import { useSearchParams } from 'react-router';
import { MenuTreeEditor } from './MenuTreeEditor.tsx';
import { useCanGrant } from './use-can-grant.ts';
import { useDiscardGuard } from './use-discard-guard.ts';
import { USERS_UI } from './users.texts.ts';
import { useSaveUserMenu, useUserMenu, useUsers } from './users-api.ts';
import { levelLabel } from './users-model.ts';

export function HakAksesUsersPage() {
  const [params, setParams] = useSearchParams();
  const userId = params.get('user')?.toUpperCase() || undefined;
  const users = useUsers();
  const menu = useUserMenu(userId);
  const save = useSaveUserMenu();
  const guard = useDiscardGuard();
  const { me, canGrant } = useCanGrant();

  const options = (users.data ?? []).map((u) => ({
    value: u.user_id,
    label: `${u.user_id} - ${u.user_name}`,
    search: `${u.user_id} ${u.user_name} ${u.level} ${u.kode_toko}`,
    meta: `${levelLabel(u.level)} · ${u.kode_toko}${u.status_aktif ? '' : ` · ${USERS_UI.inactiveSuffix}`}`,
  }));

  async function choose(v: string | undefined) {
    if (v === userId || !(await guard.canLeave())) return;
    setParams(
      (cur) => {
        const out = new URLSearchParams(cur);
        if (v) out.set('user', v);
        else out.delete('user');
        return out;
      },
      { replace: true },
    );
  }

  const data = menu.data;
  return (
    <MenuTreeEditor
      picker={
        <Select
          className="k-akses-picker"
          showSearch={{ optionFilterProp: 'search' }}
          popupMatchSelectWidth={440}
          allowClear
          loading={users.isLoading}
          placeholder={USERS_UI.chooseUser}
          value={userId}
          options={options}
          optionRender={(o) => (
            <span>
              {o.data.label}
              <span className="k-akses-option-meta">{o.data.meta}</span>
            </span>
          )}
          notFoundContent={users.isLoading ? undefined : MSG.noData}
          onChange={(v) => void choose(v)}
          aria-label={USERS_UI.chooseUser}
          data-testid="akses-user"
        />
      }
      sourceKey={userId}
      menu={data?.menu}
      loading={menu.isLoading}
      error={menu.error}
      onRetry={() => void menu.refetch()}
      fullMenuLevel={data?.full_menu ? data.level : undefined}
      hint={USERS_UI.userHint}
      canGrant={canGrant}
      readOnlyNote={userId && userId === me ? USERS_UI.selfMenu : undefined}
      chooseText={USERS_UI.chooseUserFirst}
      saving={save.saving}
      onDirtyChange={guard.onDirtyChange}
      onSave={(m) => save.send(userId ?? '', m)}
    />
  );
}

export default HakAksesUsersPage;
