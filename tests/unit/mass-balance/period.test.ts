import { describe, expect, it } from 'vitest';
import { balanceIdentifier, endOfMonth, isCalendarDate, periodProblem, periodsOverlap } from '../../../src/shared/mass-balance/period';

describe('mass-balance periods', () => {
  it('a period is one to three whole calendar months', () => {
    expect(periodProblem('2026-01-01', '2026-01-31')).toBeUndefined();
    expect(periodProblem('2026-01-01', '2026-03-31')).toBeUndefined();
    expect(periodProblem('2025-12-01', '2026-02-28')).toBeUndefined();
  });

  it('dateFrom must be the first day of a month', () => {
    expect(periodProblem('2026-01-02', '2026-01-31')).toBe('dateFrom');
    expect(periodProblem('2026-02-30', '2026-03-31')).toBe('dateFrom');
    expect(periodProblem(undefined, '2026-03-31')).toBe('dateFrom');
  });

  it('dateTo must be the last day of a month, not before dateFrom and at most three months on', () => {
    expect(periodProblem('2026-01-01', '2026-01-30')).toBe('dateTo');
    expect(periodProblem('2026-02-01', '2026-01-31')).toBe('dateTo');
    expect(periodProblem('2026-01-01', '2026-04-30')).toBe('dateTo');
  });

  it('the default dateTo is the end of the month, leap years included', () => {
    expect(endOfMonth('2024-02-01')).toBe('2024-02-29');
    expect(endOfMonth('2026-02-01')).toBe('2026-02-28');
    expect(endOfMonth('2026-12-01')).toBe('2026-12-31');
  });

  it('calendar dates are real days', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('0000-01-01')).toBe(false);
    expect(isCalendarDate(20260101)).toBe(false);
  });

  it('the identifier is site, product and the month of dateFrom', () => {
    expect(balanceIdentifier('HAM', 'B7', '2026-03-01')).toBe('HAM-B7-2026-03');
  });

  it('periods overlap when they share a day', () => {
    expect(periodsOverlap({ dateFrom: '2026-01-01', dateTo: '2026-03-31' }, { dateFrom: '2026-03-01', dateTo: '2026-03-31' })).toBe(true);
    expect(periodsOverlap({ dateFrom: '2026-01-01', dateTo: '2026-01-31' }, { dateFrom: '2026-02-01', dateTo: '2026-02-28' })).toBe(false);
  });
});
