import { BATU_RESOURCES } from './batu.resources.ts';
import type { ResourceDef } from './define.ts';
import { MASTER_RESOURCES } from './masters.resources.ts';

export * from './batu.resources.ts';
export * from './define.ts';
export * from './masters.resources.ts';

/** Every declared master, in menu order. */
export const RESOURCES: readonly ResourceDef[] = [...MASTER_RESOURCES, ...BATU_RESOURCES];

/** Masters whose field references `key` (for delete integrity), with the referencing field. */
export function referencesTo(key: string): { resource: ResourceDef; field: string; value: string }[] {
  const out: { resource: ResourceDef; field: string; value: string }[] = [];
  for (const r of RESOURCES)
    for (const [name, f] of Object.entries(r.fields))
      if (f.ref?.resource === key) out.push({ resource: r, field: name, value: f.ref.value });
  return out;
}

export const resourceByRoute = (route: string): ResourceDef | undefined =>
  RESOURCES.find((r) => r.route.toLowerCase() === route.toLowerCase());
export const resourceByKey = (key: string): ResourceDef | undefined => RESOURCES.find((r) => r.key === key);
