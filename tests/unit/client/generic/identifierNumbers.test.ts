import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { formatDate, formatDateTime } from '../../../../src/client/format/date';
import { formatNumber, formatNumberInput } from '../../../../src/client/format/number';
import { displayValue, type ValueFormatters } from '../../../../src/client/generic/displayValue';
import { registry } from '../../../../src/client/registry/registry';

const credits = registry.get('catscredits')!;
const t = ((key: string) => key) as unknown as TFunction;
const formatters = (locale: string): ValueFormatters => ({
  date: (value) => formatDate(value, 'dd.MM.yyyy'),
  dateTime: (value) => formatDateTime(value, 'dd.MM.yyyy', 'Europe/Berlin'),
  number: (value, options) => formatNumber(value, { ...options, locale }),
});

describe('numbers that are identifiers (x-identifier) are never grouped', () => {
  it.each(['de-DE', 'en-US'])('a list cell shows the compliance period 2025 as 2025 in %s, a quantity still grouped', (locale) => {
    expect(displayValue(t, formatters(locale), credits, 'compliancePeriod', 2025)).toBe('2025');
    expect(displayValue(t, formatters(locale), credits, 'quantityTco2e', 2025)).toBe(locale === 'de-DE' ? '2.025' : '2,025');
  });

  it.each(['de-DE', 'en-US'])('a number input shows an identifier without grouping in %s', (locale) => {
    expect(formatNumberInput(2025, locale, false)).toBe('2025');
    expect(formatNumberInput(2025, locale)).toBe(locale === 'de-DE' ? '2.025' : '2,025');
  });
});
