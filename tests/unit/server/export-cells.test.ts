import { describe, expect, it } from 'vitest';
import { exportCell, exportHeader, type ExportWording } from '../../../src/server/exports/list-cells';
import { listTextsOf } from '../../../src/server/i18n/translate';
import { buildRegistry } from '../../../src/shared/registry';
import { readRegistryFiles } from '../../support/registry-files';

const registry = buildRegistry(readRegistryFiles());
const credits = registry.get('catscredits')!;
const wording = (language: 'de' | 'en'): ExportWording => ({
  entity: credits,
  registry,
  t: listTextsOf(language),
  referenceLabel: () => undefined,
  dateFormat: 'dd.MM.yyyy',
  timeZone: 'America/Edmonton',
  locale: language === 'de' ? 'de-DE' : 'en-US',
});
const format = (property: string, value: unknown) => (exportCell(wording('en'), property, value) as { format?: string }).format;

describe('XLSX cells of a list export', () => {
  it('an x-identifier number (a compliance period) is shown without grouping', () => {
    expect(format('compliancePeriod', 2025)).toBe('0');
  });

  it('a quantity is grouped, with its own fraction digits', () => {
    expect(format('quantityTco2e', 1234.5)).toBe('#,##0.0');
    expect(format('quantityTco2e', 1234)).toBe('#,##0');
  });

  it("a date is a date cell in the user's date format", () => {
    expect(exportCell(wording('de'), 'completionDate', '2025-03-01')).toEqual({ value: new Date('2025-03-01T00:00:00Z'), type: Date, format: 'dd.mm.yyyy' });
  });

  it('headers carry the unit once, in the language asked for', () => {
    expect(exportHeader(wording('en'), ['quantityTco2e'])[0]).toMatch(/ \[tCO2e\]$/);
    expect(exportHeader(wording('de'), ['quantityTco2e'])).not.toEqual(exportHeader(wording('en'), ['quantityTco2e']));
  });

  it('an import type is written by the name the import view gives it, in the language asked for', () => {
    const messages = { ...wording('de'), entity: registry.get('import-messages')! };
    expect(exportCell(messages, 'importType', 'rawImport')).toBe('Rohdatenimport (ERP-Bewegungen)');
    expect(exportCell({ ...messages, t: listTextsOf('en') }, 'importType', 'resource:partners')).toBe('Partners (CSV export)');
  });
});
