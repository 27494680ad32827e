import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { registry } from '../../../../src/client/registry/registry';
import type { ReportColumn } from '../../../../src/shared/reports/api';
import { cellText, columnTitle } from '../../../../src/client/reports/reportCells';
import { monthLabel, periodLabel, quarterLabel } from '../../../../src/shared/reports/period-labels';
import { CREDIT_DIFFERENCE_THRESHOLD, isNotableDifference } from '../../../../src/client/reports/creditDifference';
import { exportFileName } from '../../../../src/client/reports/useReportExport';
import { localeTexts } from '../imports/i18n';

const column = (key: string, id = 'credit-generation-report'): ReportColumn => registry.reports.get(id)!.columns.find((c) => c.key === key)!;

describe('report cells', async () => {
  const en: TFunction = await localeTexts('en', ['reports']);
  const de: TFunction = await localeTexts('de', ['reports']);

  it('numbers show exactly the column decimals in the browser locale', () => {
    expect(cellText(en, 'en', column('credits'), 1121.7704)).toBe('1,121.770400');
    expect(cellText(en, 'en', column('quantityM3'), 25.2)).toBe('25.200');
    expect(cellText(en, 'en', column('energyDensity'), 23419)).toBe('23,419');
    expect(cellText(en, 'en', column('movements'), 12)).toBe('12');
    expect(cellText(en, 'en', column('credits'), null)).toBe('');
  });

  it('enum and boolean values are translated, unknown values shown as they are', () => {
    expect(cellText(en, 'en', column('finding'), 'ciAboveReference')).toBe('CI at or above the reference: no credits');
    expect(cellText(de, 'de', column('fuelReplacement'), 'diesel')).toBe('Dieselersatz');
    expect(cellText(de, 'de', column('eligible', 'onsite-report-facility-input'), true)).toBe('Ja');
    expect(cellText(en, 'en', column('ciSource'), 'somethingNew')).toBe('somethingNew');
  });

  it('months, quarters and compliance periods are named', () => {
    expect(monthLabel('2025-03', 'en')).toBe('Mar 2025');
    expect(quarterLabel(de, '2025-Q3')).toBe('Q3 2025');
    expect(periodLabel(en, '2023-1')).toBe('2023, 1st half (Jan–Jun)');
    expect(periodLabel(de, '2023-2')).toBe('2023, 2. Halbjahr (Juli–Dez.)');
    expect(periodLabel(en, '2025')).toBe('2025');
    expect(cellText(en, 'en', column('compliancePeriod'), '2024')).toBe('2024');
  });

  it('column titles carry the unit', () => {
    expect(columnTitle(en, column('quantityM3'))).toBe('Quantity (m³)');
    expect(columnTitle(de, column('ciFuel'))).toBe('CI Kraftstoff (g CO2e/MJ)');
    expect(columnTitle(en, column('siteName'))).toBe('Facility');
  });
});

describe('credit difference', () => {
  it('is highlighted from half a tonne on, in either direction', () => {
    expect(CREDIT_DIFFERENCE_THRESHOLD).toBe(0.5);
    expect(isNotableDifference(0.499999)).toBe(false);
    expect(isNotableDifference(-0.5)).toBe(true);
    expect(isNotableDifference(12)).toBe(true);
  });
});

describe('export file name', () => {
  it('names the report, the period and the quarter or months', () => {
    expect(exportFileName('credit-generation-report', { quarter: 2 }, '2025', 'xlsx')).toBe('credit-generation-report_2025_Q2.xlsx');
    expect(exportFileName('onsite-report-facility-input', { monthFrom: '2025-01', monthTo: '2025-03' }, '2025', 'csv')).toBe(
      'onsite-report-facility-input_2025_2025-01_2025-03.csv',
    );
    expect(exportFileName('onsite-report-facility-input', {}, undefined, 'csv')).toBe('onsite-report-facility-input.csv');
  });
});
