import { describe, expect, it } from 'vitest';
import { fitWithin } from './image-resize.ts';

describe('photo size (spec §2.3: at most 720×1366)', () => {
  it('shrinks keeping the ratio, by the tighter side', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 720, height: 540 });
    expect(fitWithin(3000, 8000)).toEqual({ width: 512, height: 1366 });
    expect(fitWithin(1440, 2732)).toEqual({ width: 720, height: 1366 });
  });

  it('never enlarges and refuses empty images', () => {
    expect(fitWithin(300, 200)).toEqual({ width: 300, height: 200 });
    expect(fitWithin(0, 10)).toEqual({ width: 0, height: 0 });
  });

  it('always stays within the limits', () => {
    for (const [w, h] of [
      [721, 1],
      [1, 1367],
      [7201, 13661],
      [720, 1366],
    ] as const) {
      const s = fitWithin(w, h);
      expect(s.width).toBeLessThanOrEqual(720);
      expect(s.height).toBeLessThanOrEqual(1366);
    }
  });
});
