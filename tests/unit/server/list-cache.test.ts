import { describe, expect, it } from 'vitest';
import { ListCache } from '../../../src/server/resources/list-cache';

describe('the list answers a node keeps', () => {
  it('an answer counts only under the write stamp it was computed under', () => {
    const cache = new ListCache();
    cache.keepTotal('filter', '1,2', 42);
    cache.keepPage('page', '1,2', ['A', 'B']);
    expect(cache.total('filter', '1,2')).toBe(42);
    expect(cache.page('page', '1,2')).toEqual(['A', 'B']);
    expect(cache.total('filter', '1,2,3')).toBeUndefined();
    expect(cache.page('page', '1,3')).toBeUndefined();
  });

  it('a total and a page of the same name are kept apart', () => {
    const cache = new ListCache();
    cache.keepTotal('same', '1', 7);
    expect(cache.page('same', '1')).toBeUndefined();
  });

  it('long conditions cannot grow the cache past its memory bound: the oldest answers go first', () => {
    const cache = new ListCache();
    const condition = 'x'.repeat(100_000);
    for (let index = 0; index < 200; index++) cache.keepTotal(`${index} ${condition}`, '1', index);
    expect(cache.total(`0 ${condition}`, '1')).toBeUndefined();
    expect(cache.total(`199 ${condition}`, '1')).toBe(199);
  });

  it('counts the pages it served from kept keys or kept matches, not the totals or what it did not hold', () => {
    const cache = new ListCache();
    cache.keepPage('page', '1', ['A']);
    cache.keepTotal('filter', '1', 1);
    cache.keepMatches('search', '1', [{ number: 'A' }]);
    cache.page('page', '1');
    cache.page('page', '2');
    cache.page('other', '1');
    cache.total('filter', '1');
    cache.matches('search');
    cache.matches('other');
    expect(cache.servedPages).toBe(2);
  });
});
