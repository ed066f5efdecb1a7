/** Whether the signed-in user's menu grants a screen (buttons that lead to another screen's call hide otherwise). */
import { menuGrants } from './access.ts';
import { useSession } from './session.ts';

export function useCan(path: string): boolean {
  return useCanEach()(path);
}

/** `useCan` for several screens at once (a list of declared actions, each with its own). */
export function useCanEach(): (path: string) => boolean {
  const s = useSession();
  return (path) => !!s && menuGrants(path, { ...s.user, menu: s.menu, modules: s.modules.map((m) => m.key) });
}
