/**
 * `/hak-akses-news`: the permission template of a level — the menu a new user of that level starts with — in the
 * same tree editor as `/hak-akses-users`.
 */
import { hasFullMenu, LEVELS } from '@kilau/domain';
import { Select } from 'antd';
import { useSearchParams } from 'react-router';
import { MenuTreeEditor } from './MenuTreeEditor.tsx';
import { useCanGrant } from './use-can-grant.ts';
import { useDiscardGuard } from './use-discard-guard.ts';
import { USERS_UI } from './users.texts.ts';
import { useSaveTemplate, useTemplate } from './users-api.ts';

const CODES = new Set<string>(LEVELS.map((l) => l.level));
// Every level's template may be read; the server refuses saving one above the caller's own level.
const OPTIONS = LEVELS.map((l) => ({ value: l.level, label: `${l.level} - ${l.label}` }));

export function HakAksesNewsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('level')?.toUpperCase();
  const level = raw && CODES.has(raw) ? raw : undefined;
  const template = useTemplate(level);
  const save = useSaveTemplate();
  const guard = useDiscardGuard();
  const { canGrant } = useCanGrant();

  async function choose(v: string | undefined) {
    if (v === level || !(await guard.canLeave())) return;
    setParams(
      (cur) => {
        const out = new URLSearchParams(cur);
        if (v) out.set('level', v);
        else out.delete('level');
        return out;
      },
      { replace: true },
    );
  }

  return (
    <MenuTreeEditor
      picker={
        <Select
          className="k-akses-picker"
          allowClear
          placeholder={USERS_UI.chooseLevel}
          value={level}
          options={OPTIONS}
          onChange={(v) => void choose(v)}
          aria-label={USERS_UI.chooseLevel}
          data-testid="akses-level"
        />
      }
      sourceKey={level}
      menu={template.data?.menu}
      loading={template.isLoading}
      error={template.error}
      onRetry={() => void template.refetch()}
      fullMenuLevel={level && hasFullMenu(level) ? level : undefined}
      hint={USERS_UI.templateHint}
      canGrant={canGrant}
      chooseText={USERS_UI.chooseLevelFirst}
      saving={save.saving}
      onDirtyChange={guard.onDirtyChange}
      onSave={(m) => save.send(level ?? '', m)}
    />
  );
}

export default HakAksesNewsPage;
