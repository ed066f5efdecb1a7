import { describe, expect, it } from 'vitest';
import { queryKeys } from './query.ts';

describe('queryKeys', () => {
  it('nests lists and items under their resource so one invalidation covers both', () => {
    const res = queryKeys.resource('batu-shape');
    expect(queryKeys.resourceList('batu-shape').slice(0, res.length)).toEqual([...res]);
    expect(queryKeys.resourceItem('batu-shape', 'x').slice(0, res.length)).toEqual([...res]);
    expect(queryKeys.resourceList('batu-color')).not.toEqual(queryKeys.resourceList('batu-shape'));
  });
});
