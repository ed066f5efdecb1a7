/** The lines typed before a save: add, take one back into the form to change it, remove, clear. */
import type { BarangInput } from '@kilau/domain';
import { useRef, useState } from 'react';
import type { ItemLine } from './ItemList.tsx';
import { type ItemValues, valuesOf } from './item-model.ts';

export function useItemLines() {
  const [items, setItems] = useState<ItemLine[]>([]);
  const [editing, setEditing] = useState<ItemValues | null>(null);
  const seq = useRef(0);
  return {
    items,
    editing,
    add: (item: BarangInput) => {
      seq.current += 1;
      setItems((xs) => [...xs, { ...item, key: `l${seq.current}` }]);
      setEditing(null);
    },
    edit: (line: ItemLine) => {
      const { key, ...item } = line;
      setItems((xs) => xs.filter((x) => x.key !== key));
      setEditing(valuesOf(item));
    },
    remove: (line: ItemLine) => setItems((xs) => xs.filter((x) => x.key !== line.key)),
    clear: () => setItems([]),
  };
}
