/** `data-testid` for antd props typed without data attributes (object literals get no JSX exemption). */
export const tid = <T = Record<string, string>>(id: string): T => ({ 'data-testid': id }) as T;

/** A test id part from a menu path (`#data-master/data-batu` → `data-master-data-batu`). */
export const testSlug = (s: string) =>
  s
    .replace(/^[#/]+/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
