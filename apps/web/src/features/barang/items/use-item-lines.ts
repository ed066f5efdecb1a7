/**
 * The lines typed before a save: add, take one back into the form to change it (its place is kept; taking
 * another, or cancelling, puts the untouched original back), remove, clear.
 */
import type { BarangInput } from '@kilau/domain';
import { useRef, useState } from 'react';
import type { ItemLine } from './ItemList.tsx';
import { type ItemValues, valuesOf } from './item-model.ts';

export function useItemLines() {
  const [items, setItems] = useState<ItemLine[]>([]);
  const [editing, setEditing] = useState<{ line: ItemLine; index: number; values: ItemValues } | null>(null);
  const seq = useRef(0);
  const restore = (xs: ItemLine[], e: typeof editing) =>
    e ? [...xs.slice(0, e.index), e.line, ...xs.slice(e.index)] : xs;
  return {
    items,
    editing: editing?.values ?? null,
    add: (item: BarangInput) => {
      seq.current += 1;
      const line = { ...item, key: `l${seq.current}` };
      setItems((xs) => (editing ? [...xs.slice(0, editing.index), line, ...xs.slice(editing.index)] : [...xs, line]));
      setEditing(null);
    },
    edit: (line: ItemLine) => {
      const back = restore(items, editing);
      const index = back.findIndex((x) => x.key === line.key);
      const { key: _k, ...item } = line;
      setItems(back.filter((x) => x.key !== line.key));
      setEditing({ line, index: Math.max(0, index), values: valuesOf(item) });
    },
    cancelEdit: () => {
      setItems((xs) => restore(xs, editing));
      setEditing(null);
    },
    remove: (line: ItemLine) => setItems((xs) => xs.filter((x) => x.key !== line.key)),
    clear: () => {
      setItems([]);
      setEditing(null);
    },
  };
}
