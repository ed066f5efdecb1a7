import { expect, it } from 'vitest';

// An error outside any assertion: the test passes, the rejection is left unhandled.
it('passes but leaves a rejection behind', () => {
  void Promise.reject(new Error('left behind on purpose'));
  expect(1).toBe(1);
});
