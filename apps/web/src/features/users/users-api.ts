/** Data hooks of the users feature: the list, the user writes, a user's menu and a level's template menu. */
import type {
  MenuNode,
  MessageAnswer,
  SavedUserMenu,
  SessionAnswer,
  TemplateAnswer,
  UserMenuAnswer,
} from '@kilau/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type WriteResult } from '../../lib/api.tsx';
import { queryKeys } from '../../lib/query.ts';
import { session } from '../../lib/session.ts';
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

type Keyed = { idempotencyKey: string };

export function useUserWrites() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: queryKeys.users() });
  const create = useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: Record<string, unknown> } & Keyed) =>
      api.post<WriteResult<UserRow>>('users', body, { idempotencyKey }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, body, idempotencyKey }: { id: string; body: Record<string, unknown> } & Keyed) =>
      api.put<WriteResult<UserRow>>(`users/${enc(id)}`, body, { idempotencyKey }),
    onSuccess: refresh,
  });
  const deactivate = useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: string } & Keyed) =>
      api.del<WriteResult<UserRow>>(`users/${enc(id)}`, { idempotencyKey }),
    onSuccess: refresh,
  });
  const resetPassword = useMutation({
    mutationFn: ({ id, newPassword, idempotencyKey }: { id: string; newPassword: string } & Keyed) =>
      api.post<MessageAnswer>(`users/${enc(id)}/reset-password`, { new_password: newPassword }, { idempotencyKey }),
  });
  return { create, update, deactivate, resetPassword };
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
  return useMutation({
    mutationFn: ({ userId, menu, idempotencyKey }: { userId: string; menu: MenuPayloadNode[] } & Keyed) =>
      api.put<WriteResult<SavedUserMenu>>(`users/${enc(userId)}/menu`, { menu }, { idempotencyKey }),
    onSuccess: async (res, { userId }) => {
      qc.setQueryData<UserMenuAnswer>(queryKeys.users('menu', userId), (cur) =>
        cur && res?.data?.menu ? { ...cur, menu: res.data.menu } : cur,
      );
      // Editing one's own access changes one's own sidebar: re-read the session's menu now.
      if (session.get()?.user.user_id === userId) {
        const me = await api.get<SessionAnswer>('users/me').catch(() => undefined);
        if (me?.user) session.update({ user: me.user, menu: me.menu ?? [], modules: me.modules ?? [] });
      }
    },
  });
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
  return useMutation({
    mutationFn: ({ level, menu, idempotencyKey }: { level: string; menu: MenuPayloadNode[] } & Keyed) =>
      api.put<WriteResult<TemplateAnswer>>(`hak-akses/template/${enc(level)}`, { menu }, { idempotencyKey }),
    onSuccess: (res, { level }) => {
      if (res?.data?.menu) qc.setQueryData<TemplateAnswer>(queryKeys.hakAksesTemplate(level), res.data);
    },
  });
}
