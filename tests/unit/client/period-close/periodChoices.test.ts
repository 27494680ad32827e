import { describe, expect, it } from 'vitest';
import { defaultPeriod, isQuarter, periodChoices } from '../../../../src/client/period-close/periodChoices';

describe('the period chooser', () => {
  it('offers months and quarters newest first, ending with the one the tenant’s day lies in, across years', () => {
    expect(periodChoices('2026-02-10', 'month', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
    expect(periodChoices('2026-02-10', 'quarter', 3)).toEqual(['2026-Q1', '2025-Q4', '2025-Q3']);
  });

  it('shows the previous month first, the one a team closes', () => {
    expect(defaultPeriod('2026-01-05')).toBe('2025-12');
    expect(isQuarter('2025-Q4')).toBe(true);
    expect(isQuarter('2025-12')).toBe(false);
  });
});
