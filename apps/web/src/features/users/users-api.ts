/** Data hooks of the users feature: the list, the user writes, a user's menu and a level's template menu. */
import type {
  MenuNode,
  MessageAnswer,
  SavedUserMenu,
  SessionAnswer,
  TemplateAnswer,
  UserMenuAnswer,
} from '@kilau/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type WriteResult } from '../../lib/api.tsx';
import { queryKeys } from '../../lib/query.ts';
import { session } from '../../lib/session.ts';
import { useWrite } from '../../lib/use-write.ts';
import type { MenuPayloadNode } from './menu-tree-model.ts';
import type { UserRow } from './users-model.ts';

const enc = encodeURIComponent;

export function useUsers() {
  return useQuery({
    queryKey: queryKeys.users('list'),
    queryFn: async () => {
      const rows = await api.get<UserRow[]>('users/get/all');
      return Array.isArray(rows) ? rows : [];
    },
  });
}

type Body = Record<string, unknown>;

/** The user writes, each through the one write hook; all of them change the users list. */
export function useUserWrites() {
  const invalidates = [queryKeys.users('list')];
  const form = useWrite({ invalidates });
  const off = useWrite({ invalidates });
  const pw = useWrite({ invalidates: [] });
  return {
    create: (body: Body) => form.send<WriteResult<UserRow>>({ path: 'users', body }),
    update: (id: string, body: Body) =>
      form.send<WriteResult<UserRow>>({ method: 'put', path: `users/${enc(id)}`, body }),
    /** The form closed: its next opening is a new submission. */
    resetForm: form.reset,
    formSaving: form.saving,
    deactivate: (id: string) => off.send<WriteResult<UserRow>>({ method: 'del', path: `users/${enc(id)}` }),
    resetPassword: (id: string, newPassword: string) =>
      pw.send<MessageAnswer>({ path: `users/${enc(id)}/reset-password`, body: { new_password: newPassword } }),
    resetPasswordForm: pw.reset,
    passwordSaving: pw.saving,
  };
}

/** What the tree editor loads and saves: a user's menu or a level's template. */
export type MenuSource = { menu: MenuNode[]; fullMenu: boolean };

export type { UserMenuAnswer };

export function useUserMenu(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.users('menu', userId ?? '-'),
    queryFn: () => api.get<UserMenuAnswer>(`users/${enc(userId ?? '')}/menu`),
    enabled: !!userId,
    staleTime: 0,
  });
}

export function useSaveUserMenu() {
  const qc = useQueryClient();
  // the answer is the saved menu: written into the user's menu entry below instead of refetching it
  const write = useWrite({ invalidates: [] });
  async function send(userId: string, menu: MenuPayloadNode[]) {
    const res = await write.send<WriteResult<SavedUserMenu>>({
      method: 'put',
      path: `users/${enc(userId)}/menu`,
      body: { menu },
    });
    qc.setQueryData<UserMenuAnswer>(queryKeys.users('menu', userId), (cur) =>
      cur && res?.data?.menu ? { ...cur, menu: res.data.menu } : cur,
    );
    // Editing one's own access changes one's own sidebar: re-read the session's menu now.
    if (session.get()?.user.user_id === userId) {
      const me = await api.get<SessionAnswer>('users/me').catch(() => undefined);
      if (me?.user) session.update({ user: me.user, menu: me.menu ?? [], modules: me.modules ?? [] });
    }
    return res;
  }
  return { send, saving: write.saving };
}

export type { TemplateAnswer };

export function useTemplate(level: string | undefined) {
  return useQuery({
    queryKey: queryKeys.hakAksesTemplate(level ?? '-'),
    queryFn: () => api.get<TemplateAnswer>(`hak-akses/template/${enc(level ?? '')}`),
    enabled: !!level,
    staleTime: 0,
  });
}

export function useSaveTemplate() {
  const qc = useQueryClient();
  // the answer is the saved template: written into its entry instead of refetching it
  const write = useWrite({ invalidates: [] });
  async function send(level: string, menu: MenuPayloadNode[]) {
    const res = await write.send<WriteResult<TemplateAnswer>>({
      method: 'put',
      path: `hak-akses/template/${enc(level)}`,
      body: { menu },
    });
    if (res?.data?.menu) qc.setQueryData<TemplateAnswer>(queryKeys.hakAksesTemplate(level), res.data);
    return res;
  }
  return { send, saving: write.saving };
}
