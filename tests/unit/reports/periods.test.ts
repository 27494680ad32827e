import { describe, expect, it } from 'vitest';
import {
  compliancePeriodOf,
  compliancePeriodParts,
  compliancePeriodRange,
  compliancePeriodsBetween,
  isCompliancePeriod,
  isMonth,
  monthRange,
  quarterOf,
  quarterRange,
  quartersOf,
} from '../../../src/shared/reports/periods';

describe('compliance periods (CFR: calendar years, 2023 in two halves)', () => {
  it('are years from 2022, and 2023 only as its halves 2023-1 and 2023-2', () => {
    for (const period of ['2022', '2023-1', '2023-2', '2024', '2030']) expect(isCompliancePeriod(period), period).toBe(true);
    for (const period of ['2023', '2021', '2024-1', '2023-3', '2023-0', '24', '2024-', '', '2101']) expect(isCompliancePeriod(period), period).toBe(false);
  });

  it('a date belongs to its year, in 2023 to January–June (2023-1) or July–December (2023-2)', () => {
    expect(compliancePeriodOf('2023-06-30')).toBe('2023-1');
    expect(compliancePeriodOf('2023-07-01')).toBe('2023-2');
    expect(compliancePeriodOf('2023-12-31')).toBe('2023-2');
    expect(compliancePeriodOf('2024-01-01')).toBe('2024');
  });

  it('a period runs from its first to its last day', () => {
    expect(compliancePeriodRange('2024')).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(compliancePeriodRange('2023-1')).toEqual({ from: '2023-01-01', to: '2023-06-30' });
    expect(compliancePeriodRange('2023-2')).toEqual({ from: '2023-07-01', to: '2023-12-31' });
    expect(() => compliancePeriodRange('2023')).toThrow(RangeError);
  });

  it('CATS records a period as its year and, in 2023, its half', () => {
    expect(compliancePeriodParts('2025')).toEqual({ year: 2025, half: null });
    expect(compliancePeriodParts('2023-2')).toEqual({ year: 2023, half: 2 });
  });

  it('the periods between two dates, oldest first, with only the halves of 2023 they touch', () => {
    expect(compliancePeriodsBetween('2022-05-01', '2024-02-01')).toEqual(['2022', '2023-1', '2023-2', '2024']);
    expect(compliancePeriodsBetween('2023-08-01', '2023-09-30')).toEqual(['2023-2']);
    expect(compliancePeriodsBetween('2023-03-01', '2023-03-31')).toEqual(['2023-1']);
    expect(compliancePeriodsBetween('2020-01-01', '2021-12-31')).toEqual([]);
  });
});

describe('quarters (s.45 and the quarterly credit-creation report)', () => {
  it('a date lies in its calendar quarter', () => {
    expect(quarterOf('2025-01-01')).toBe('2025-Q1');
    expect(quarterOf('2025-03-31')).toBe('2025-Q1');
    expect(quarterOf('2025-04-01')).toBe('2025-Q2');
    expect(quarterOf('2025-12-31')).toBe('2025-Q4');
  });

  it('a quarter runs from the first day of its first month to the last day of its third', () => {
    expect(quarterRange(2024, 1)).toEqual({ from: '2024-01-01', to: '2024-03-31' });
    expect(quarterRange(2024, 2)).toEqual({ from: '2024-04-01', to: '2024-06-30' });
    expect(quarterRange(2024, 4)).toEqual({ from: '2024-10-01', to: '2024-12-31' });
  });

  it('a year has four quarters, each half of 2023 two', () => {
    expect(quartersOf('2024')).toEqual([1, 2, 3, 4]);
    expect(quartersOf('2023-1')).toEqual([1, 2]);
    expect(quartersOf('2023-2')).toEqual([3, 4]);
  });
});

describe('months (the month-range filter)', () => {
  it('are YYYY-MM with a month 01–12', () => {
    for (const month of ['2024-01', '2024-12']) expect(isMonth(month), month).toBe(true);
    for (const month of ['2024-13', '2024-00', '2024-1', '2024-01-01', '']) expect(isMonth(month), month).toBe(false);
  });

  it('run from their first to their last day, February in a leap year to the 29th', () => {
    expect(monthRange('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthRange('2025-02')).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(monthRange('2024-04')).toEqual({ from: '2024-04-01', to: '2024-04-30' });
  });
});
