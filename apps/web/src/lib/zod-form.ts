/** The shared zod schemas as form validators: the first message per field, for antd's `form.setFields`. */
import type { z } from 'zod';

export function fieldErrors(error: z.ZodError): { name: string; errors: string[] }[] {
  const seen = new Map<string, string>();
  for (const i of error.issues) {
    const name = String(i.path[0] ?? '');
    if (name && !seen.has(name)) seen.set(name, i.message);
  }
  return [...seen].map(([name, message]) => ({ name, errors: [message] }));
}
