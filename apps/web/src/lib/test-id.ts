/** `data-testid` for antd props typed without data attributes (object literals get no JSX exemption). */
export const tid = <T = Record<string, string>>(id: string): T => ({ 'data-testid': id }) as T;
