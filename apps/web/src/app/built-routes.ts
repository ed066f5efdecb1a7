/**
 * Which screens of the route table this app has built (issue 3: a route is registered and shown in the menu
 * only when its screen exists). Every declared master gets its screen through the generic master page.
 */
import { RESOURCES } from '@kilau/domain';

export const STATIC_PATHS = ['/blank', '/privacy-policy', '/terms-and-conditions'] as const;

export const BUILT_PATHS: readonly string[] = ['/dashboard', ...STATIC_PATHS, ...RESOURCES.map((r) => r.route)];

const built = new Set(BUILT_PATHS.map((p) => p.toLowerCase()));
export const isBuilt = (path: string): boolean => built.has(path.toLowerCase());
