import { BATU_RESOURCES } from './batu.resources.ts';
import type { ResourceDef } from './define.ts';

export * from './batu.resources.ts';
export * from './define.ts';

/** Every declared master, in menu order. */
export const RESOURCES: readonly ResourceDef[] = [...BATU_RESOURCES];

export const resourceByRoute = (route: string): ResourceDef | undefined =>
  RESOURCES.find((r) => r.route.toLowerCase() === route.toLowerCase());
export const resourceByKey = (key: string): ResourceDef | undefined => RESOURCES.find((r) => r.key === key);
