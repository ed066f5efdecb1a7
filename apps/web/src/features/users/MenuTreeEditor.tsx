/**
 * The one menu permission editor of spec §2.7, used by `/hak-akses-users` (a user's menu) and `/hak-akses-news`
 * (a level's template): an expandable tree with expand all, collapse all, a search that filters and highlights,
 * a hide/show toggle per node (a group toggles its subtree) and `Simpan`, which really saves through `onSave`.
 */
import {
  CompressOutlined,
  ExpandOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  ReloadOutlined,
  SaveOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { type MenuNode, MSG, UI } from '@kilau/domain';
import { Alert, Button, Card, Empty, Input, Spin, Switch, Tag, Tree, type TreeDataNode } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { notify } from '../../components/notify.tsx';
import type { WriteResult } from '../../lib/api.tsx';
import { errorText, isTimeout } from '../../lib/api-error.ts';
import { testSlug } from '../../lib/test-id.ts';
import {
  clampGrants,
  filterTree,
  groupKeys,
  highlightParts,
  isGroup,
  type MenuPayloadNode,
  nodeState,
  sameFlags,
  setAllShown,
  setShown,
  shownLeaves,
  toPayload,
  treeCount,
} from './menu-tree-model.ts';
import { USERS_UI } from './users.texts.ts';
import './users.css';

export type MenuTreeEditorProps = {
  /** The chooser of what is edited (user or level), shown first in the toolbar. */
  picker: ReactNode;
  /** Identity of what is edited; a change starts again from `menu`. */
  sourceKey: string | undefined;
  menu: MenuNode[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** OWN/SU/MU: the note that they always see everything. */
  fullMenuLevel?: string;
  /** What a save means, under the toolbar. */
  hint: string;
  /** Shown while nothing is chosen. */
  chooseText: string;
  onSave: (menu: MenuPayloadNode[]) => Promise<WriteResult<unknown> | undefined>;
  saving: boolean;
  onDirtyChange?: (dirty: boolean) => void;
  /** The screens the signed-in editor may grant (those they hold); undefined = all (OWN/SU/MU). */
  canGrant?: (path: string) => boolean;
  /** Set when this menu may not be edited at all (one's own): shown as a note, every toggle disabled. */
  readOnlyNote?: string;
};

function Highlight({ text, q }: { text: string; q: string }) {
  return (
    <>
      {highlightParts(text, q).map((p, i) =>
        p.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one title never reorder
          <mark key={i} className="k-akses-hit">
            {p.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one title never reorder
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}

type NodeData = TreeDataNode & { node: MenuNode };

const toTreeData = (nodes: readonly MenuNode[]): NodeData[] =>
  nodes.map((n) => ({ key: n.path, title: n.title, node: n, children: toTreeData(n.children) }));

export function MenuTreeEditor(p: MenuTreeEditorProps) {
  const [base, setBase] = useState<MenuNode[]>([]);
  const [draft, setDraft] = useState<MenuNode[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [q, setQ] = useState('');
  const { onDirtyChange } = p;

  // A new source (another user or level, or the saved answer) starts the draft again from the server's tree.
  useEffect(() => {
    const m = p.menu ?? [];
    setBase(m);
    setDraft(m);
  }, [p.menu]);
  // Another user or level: nothing opened (the save's key follows its URL: lib/idempotency.ts).
  const [shownKey, setShownKey] = useState(p.sourceKey);
  if (shownKey !== p.sourceKey) {
    setShownKey(p.sourceKey);
    setExpanded([]);
  }

  const dirty = useMemo(() => !sameFlags(base, draft), [base, draft]);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const granted = useMemo(() => shownLeaves(draft), [draft]);
  const before = useMemo(() => shownLeaves(base), [base]);
  const { canGrant } = p;
  const edit = (f: (t: MenuNode[]) => MenuNode[]) => setDraft((t) => clampGrants(f(t), before, canGrant));
  const locked = p.saving || !!p.readOnlyNote;
  const count = useMemo(() => treeCount(draft), [draft]);
  const filtered = useMemo(() => filterTree(draft, q), [draft, q]);
  const treeData = useMemo(() => toTreeData(filtered.tree), [filtered.tree]);
  // A search opens the way to its hits (toggling flags never changes the tree's shape, so `base` decides);
  // clearing it goes back to what the user had opened.
  const searchExpand = useMemo(() => filterTree(base, q).expand, [base, q]);
  const [searchOpen, setSearchOpen] = useState<string[]>([]);
  useEffect(() => setSearchOpen(searchExpand), [searchExpand]);
  const searching = q.trim() !== '';

  async function save() {
    if (!p.sourceKey) return;
    try {
      const res = await p.onSave(toPayload(draft));
      void notify.success(res?.message || MSG.saveOk);
    } catch (e) {
      if (!isTimeout(e)) notify.toast.error(errorText(e, MSG.saveFail));
    }
  }

  const chosen = !!p.sourceKey;
  const ready = chosen && !p.loading && !p.error && draft.length > 0;

  // Counts and toggles speak of the whole node, also when a search shows only part of its subtree.
  const full = useMemo(() => {
    const m = new Map<string, MenuNode>();
    const walk = (ns: readonly MenuNode[]) => {
      for (const n of ns) {
        m.set(n.path, n);
        walk(n.children);
      }
    };
    walk(draft);
    return m;
  }, [draft]);

  const renderNode = (d: NodeData) => {
    const n = full.get(d.node.path) ?? d.node;
    const s = nodeState(n, granted);
    const slug = testSlug(n.path);
    const group = isGroup(n);
    // A screen the editor does not hold cannot be switched on (it may stay on if it was already granted).
    const refused = !group && !s.shown && !!canGrant && !canGrant(n.path) && !before.has(n.path.toLowerCase());
    return (
      <div className={`k-akses-node${s.shown ? '' : ' k-akses-off'}`} data-testid={`akses-node-${slug}`}>
        <span className={group ? 'k-akses-title k-akses-group' : 'k-akses-title'}>
          <Highlight text={n.title} q={q} />
        </span>
        {group ? (
          <span className="k-akses-count" data-testid={`akses-count-${slug}`}>
            {s.shownLeaves}/{s.totalLeaves}
          </span>
        ) : (
          <span className="k-akses-path">
            <Highlight text={n.path} q={q} />
          </span>
        )}
        <Switch
          size="small"
          className="k-akses-switch"
          checked={s.shown}
          checkedChildren={USERS_UI.shown}
          unCheckedChildren={USERS_UI.hidden}
          disabled={locked || refused}
          title={refused ? USERS_UI.notYours : undefined}
          onClick={(_v, e) => e.stopPropagation()}
          onChange={(v) => edit((t) => setShown(t, n.path, v))}
          aria-label={`${n.title}: ${s.shown ? USERS_UI.shown : USERS_UI.hidden}${refused ? ` (${USERS_UI.notYours})` : ''}`}
          data-testid={`akses-toggle-${slug}`}
        />
      </div>
    );
  };

  return (
    <Card className="k-card k-akses" size="small">
      <div className="k-akses-toolbar">
        <div className="k-akses-toolbar-row">
          {p.picker}
          <Input
            allowClear
            className="k-akses-search"
            prefix={<SearchOutlined className="k-muted" />}
            placeholder={USERS_UI.searchMenu}
            value={q}
            disabled={!ready}
            onChange={(e) => setQ(e.target.value)}
            aria-label={USERS_UI.searchMenu}
            data-testid="akses-search"
          />
          <Button
            icon={<ExpandOutlined />}
            disabled={!ready}
            onClick={() => (searching ? setSearchOpen(groupKeys(filtered.tree)) : setExpanded(groupKeys(draft)))}
            data-testid="akses-expand-all"
          >
            {USERS_UI.expandAll}
          </Button>
          <Button
            icon={<CompressOutlined />}
            disabled={!ready}
            onClick={() => (searching ? setSearchOpen([]) : setExpanded([]))}
            data-testid="akses-collapse-all"
          >
            {USERS_UI.collapseAll}
          </Button>
          <div className="k-akses-spacer" />
          <Button
            type="primary"
            icon={<SaveOutlined />}
            disabled={!ready || !dirty || !!p.readOnlyNote}
            loading={p.saving}
            onClick={() => void save()}
            data-testid="akses-save"
          >
            {UI.save}
          </Button>
        </div>
        {ready && (
          <div className="k-akses-toolbar-row k-akses-status">
            <span data-testid="akses-count" className="k-akses-total">
              {USERS_UI.menuCount(count.shown, count.total)}
            </span>
            {dirty && (
              <Tag color="warning" data-testid="akses-dirty">
                {USERS_UI.unsaved}
              </Tag>
            )}
            <div className="k-akses-spacer" />
            <Button
              size="small"
              type="text"
              icon={<EyeOutlined />}
              disabled={locked}
              onClick={() => edit((t) => setAllShown(t, true))}
              data-testid="akses-show-all"
            >
              {USERS_UI.showAll}
            </Button>
            <Button
              size="small"
              type="text"
              icon={<EyeInvisibleOutlined />}
              disabled={locked}
              onClick={() => edit((t) => setAllShown(t, false))}
              data-testid="akses-hide-all"
            >
              {USERS_UI.hideAll}
            </Button>
          </div>
        )}
      </div>

      {chosen && p.fullMenuLevel && (
        <Alert
          type="info"
          showIcon
          className="k-mb"
          title={<span data-testid="akses-full-menu-note">{USERS_UI.fullMenuNote(p.fullMenuLevel)}</span>}
          description={USERS_UI.fullMenuHint}
        />
      )}

      {chosen && p.readOnlyNote && (
        <Alert
          type="warning"
          showIcon
          className="k-mb"
          title={<span data-testid="akses-self-note">{p.readOnlyNote}</span>}
        />
      )}

      {!chosen && (
        <div data-testid="akses-choose">
          <Empty className="k-akses-empty" description={p.chooseText} />
        </div>
      )}
      {chosen && p.loading && (
        <div className="k-akses-empty">
          <Spin />
        </div>
      )}
      {chosen && !!p.error && !isTimeout(p.error) && (
        <Alert
          type="error"
          showIcon
          title={UI.loadFailed}
          description={errorText(p.error, MSG.noConnection)}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={p.onRetry}>
              {UI.refresh}
            </Button>
          }
        />
      )}
      {ready && (
        <>
          <div className="k-akses-hint k-muted">{p.hint}</div>
          {treeData.length ? (
            <div data-testid="akses-tree">
              <Tree<NodeData>
                className="k-akses-tree"
                blockNode
                selectable={false}
                showLine={{ showLeafIcon: false }}
                treeData={treeData}
                expandedKeys={searching ? searchOpen : expanded}
                onExpand={(keys) => (searching ? setSearchOpen : setExpanded)(keys.map(String))}
                titleRender={renderNode}
              />
            </div>
          ) : (
            <div data-testid="akses-empty">
              <Empty className="k-akses-empty" description={MSG.noData} />
            </div>
          )}
        </>
      )}
    </Card>
  );
}
