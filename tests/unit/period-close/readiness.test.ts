import { describe, expect, it } from 'vitest';
import { parseClosePeriod, type CloseBalance } from '../../../src/shared/period-close/api';
import { completeSkip, missingBalanceMonths } from '../../../src/server/period-close/readiness';
import { periodEnded } from '../../../src/server/mass-balance/period-rules';
import { lookBackStart } from '../../../src/server/period-close/status';

const balance = (dateFrom: string, dateTo: string, extra: Partial<CloseBalance> = {}): CloseBalance => ({
  id: `S-P-${dateFrom.slice(0, 7)}`,
  dateFrom,
  dateTo,
  unit: 'Kg',
  status: 'open',
  inputs: 0,
  outputs: 0,
  uncoveredInputs: 0,
  uncoveredOutputs: 0,
  errorLines: 0,
  closingStock: 0,
  difference: 0,
  ...extra,
});

describe('the period of the period-close page', () => {
  it('is a month YYYY-MM or a quarter YYYY-Qn with its days and months; anything else is no period', () => {
    expect(parseClosePeriod('2026-11')).toEqual({ period: '2026-11', from: '2026-11-01', to: '2026-11-30', months: ['2026-11'] });
    expect(parseClosePeriod('2026-Q1')).toEqual({ period: '2026-Q1', from: '2026-01-01', to: '2026-03-31', months: ['2026-01', '2026-02', '2026-03'] });
    for (const value of ['2026-13', '2026-Q0', '2026-Q5', '2026-1', '26-11', '2026-11-01', '1999-12', '2101-01', ''])
      expect(parseClosePeriod(value), value).toBeUndefined();
  });

  it('looks for months without a balance twelve months back, across a year', () => {
    expect(lookBackStart('2026-03-01')).toBe('2025-03-01');
    expect(lookBackStart('2026-01-01')).toBe('2025-01-01');
  });
});

describe('months without a balance', () => {
  const december = parseClosePeriod('2026-12')!;

  it('a month of the period with movements and no balance is missing; one a balance covers is not', () => {
    expect(missingBalanceMonths(december, ['2026-12'], [])).toEqual(['2026-12']);
    expect(missingBalanceMonths(december, ['2026-12'], [balance('2026-11-01', '2026-12-31')])).toEqual([]);
  });

  it('every month with movements that no balance covers up to the period is missing, also before the first balance (a gap in the chain)', () => {
    const chain = [balance('2026-08-01', '2026-08-31'), balance('2026-09-01', '2026-09-30')];
    expect(missingBalanceMonths(december, ['2026-07', '2026-09', '2026-10', '2026-11', '2026-12'], chain)).toEqual([
      '2026-07',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    expect(missingBalanceMonths(december, ['2026-10', '2026-11', '2026-12'], [])).toEqual(['2026-10', '2026-11', '2026-12']);
  });

  it('months after the period are not asked for', () => {
    expect(missingBalanceMonths(parseClosePeriod('2026-10')!, ['2026-10', '2026-11'], [])).toEqual(['2026-10']);
  });
});

describe('why a balance cannot be completed yet', () => {
  const ended = balance('2026-10-01', '2026-10-31');

  it('a period that has not ended on the tenant’s business day', () => {
    expect(periodEnded('2026-11-30', '2026-11-30')).toBe(false);
    expect(periodEnded('2026-11-30', '2026-12-01')).toBe(true);
    expect(completeSkip(balance('2026-11-01', '2026-11-30'), true, false, '2026-11-27')).toBe('notEnded');
  });

  it('in the order the completion checks: completed, not ended, a missing month, the previous balance, error lines, stock, difference', () => {
    const today = '2026-11-27';
    expect(completeSkip({ ...ended, status: 'completed' }, false, true, today)).toBe('completed');
    expect(completeSkip(ended, false, true, today)).toBe('missingMonth');
    expect(completeSkip({ ...ended, errorLines: 1 }, false, false, today)).toBe('previousNotCompleted');
    expect(completeSkip({ ...ended, errorLines: 1, closingStock: -1 }, true, false, today)).toBe('errorLines');
    expect(completeSkip({ ...ended, closingStock: -1, difference: -1 }, true, false, today)).toBe('negativeClosingStock');
    expect(completeSkip({ ...ended, difference: -1 }, true, false, today)).toBe('negativeDifference');
    expect(completeSkip(ended, true, false, today)).toBeUndefined();
  });
});
