import { describe, expect, it } from 'vitest';
import { waterfallDepth } from '../../../bench/measures/list-page';

const call = (start: number, end: number) => ({ path: '/x', start, end });

describe('the waterfall depth of a page view', () => {
  it('counts requests sent together as one step', () => {
    expect(waterfallDepth([call(0, 50), call(5, 60), call(10, 40)])).toBe(1);
  });
  it('counts a request sent after another answered as the next step', () => {
    expect(waterfallDepth([call(0, 50), call(5, 30), call(40, 90), call(95, 120)])).toBe(3);
  });
  it('is 0 without requests, and a request still open holds up none', () => {
    expect(waterfallDepth([])).toBe(0);
    expect(waterfallDepth([call(0, Infinity), call(10, 20)])).toBe(1);
  });
});
