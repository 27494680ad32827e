import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../../src/client/format/date';
import { formatNumber } from '../../../src/client/format/number';
import { displayValue, type ValueFormatters } from '../../../src/client/generic/displayValue';
import { toFormValues } from '../../../src/client/generic/form/formValues';
import { registry } from '../../../src/client/registry/registry';
import { exportCell, exportCsvCell, type ExportWording } from '../../../src/server/exports/list-cells';
import { listTextsOf } from '../../../src/server/i18n/translate';
import { entityProperties } from '../../../src/server/resources/columns';
import { csvInstant, GERMAN_CSV, INTERNATIONAL_CSV } from '../../../src/shared/csv-format';
import { fieldKind } from '../../../src/shared/field-kind';
import type { EntitySchema } from '../../../src/shared/registry';
import { timeLocale } from '../../../src/shared/settings';

const ZONE = 'America/Edmonton';
/** 17:28 UTC on a November day: 10:28 MST in Edmonton, after daylight saving time ended (Alberta keeps UTC-6 from 2026-11-01). */
const INSTANT = '2025-11-27T17:28:00.000Z';

/** Every date-time property of the registry, the ones keywords add (x-imported) included, found by its type. */
const dateTimes: [string, EntitySchema, string][] = [...registry.values()].flatMap((entity) =>
  Object.entries(entityProperties(entity))
    .filter(([, property]) => fieldKind(property) === 'dateTime')
    .map(([name]): [string, EntitySchema, string] => [`${entity['x-resource']}.${name}`, entity, name]),
);

const t = ((key: string) => key) as unknown as TFunction;
const formatters = (language: 'de' | 'en'): ValueFormatters => ({
  date: (value) => formatDate(value, 'dd.MM.yyyy'),
  dateTime: (value) => formatDateTime(value, 'dd.MM.yyyy', ZONE, timeLocale(language)),
  number: (value) => formatNumber(value),
});
const wording = (entity: EntitySchema): ExportWording => ({
  entity,
  registry,
  t: listTextsOf('en'),
  referenceLabel: () => undefined,
  dateFormat: 'dd.MM.yyyy',
  timeZone: ZONE,
  locale: timeLocale('en'),
});

describe('every date-time property of the registry is shown in the chosen zone', () => {
  it('the registry has date-time properties to check', () => {
    expect(dateTimes.length).toBeGreaterThan(0);
  });

  it.each(dateTimes)('%s: in lists and detail texts', (_, entity, property) => {
    expect(displayValue(t, formatters('de'), entity, property, INSTANT)).toBe('27.11.2025 10:28 GMT-7');
    expect(displayValue(t, formatters('en'), entity, property, INSTANT).replace(/\u202f/g, ' ')).toBe('27.11.2025 10:28 AM MST');
  });

  it.each(dateTimes)('%s: in its form input', (_, entity, property) => {
    const values = toFormValues(entity, { [property]: INSTANT }, ZONE) as Record<string, { format: (pattern: string) => string }>;
    expect(values[property].format('YYYY-MM-DD HH:mm')).toBe('2025-11-27 10:28');
  });

  it.each(dateTimes)('%s: in CSV and XLSX exports', (_, entity, property) => {
    // A CSV cell keeps the instant; the file writes it on the export's clock, in the user's regional format.
    expect(exportCsvCell(wording(entity), property, INSTANT)).toEqual({ instant: INSTANT });
    expect(csvInstant(INTERNATIONAL_CSV, INSTANT, ZONE)).toBe('2025-11-27T10:28:00-07:00');
    expect(csvInstant(GERMAN_CSV, INSTANT, ZONE)).toBe('27.11.2025 10:28');
    expect(exportCell(wording(entity), property, INSTANT)).toEqual({ value: new Date('2025-11-27T10:28:00Z'), type: Date, format: 'dd.mm.yyyy hh:mm "MST"' });
  });
});
