/** Whether the signed-in user's menu grants a screen (buttons that lead to another screen's call hide otherwise). */
import { menuGrants } from './access.ts';
import { useSession } from './session.ts';

export function useCan(path: string): boolean {
  const s = useSession();
  if (!s) return false;
  return menuGrants(path, { ...s.user, menu: s.menu, modules: s.modules.map((m) => m.key) });
}
