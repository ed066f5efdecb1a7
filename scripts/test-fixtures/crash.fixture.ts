import { expect, it } from 'vitest';

it('passes', () => expect(1).toBe(1));
it('kills its own worker', async () => {
  process.kill(process.pid, 'SIGKILL');
  await new Promise((r) => setTimeout(r, 5000));
});
