import type { TFunction } from 'i18next';
import type { Cell } from 'write-excel-file/node';
import { fieldKind } from '../../shared/field-kind';
import { enumLabel, fieldLabel } from '../../shared/labels';
import { listCell } from '../../shared/list-properties';
import { REFERENCE_SEPARATOR } from '../../shared/reference-label';
import { importTypeLabel } from '../../shared/imports/type-label';
import type { EntitySchema, Registry } from '../../shared/registry';
import type { DateFormat } from '../../shared/settings';
import { zoneAbbreviation, zonedTime } from '../../shared/time-zone';
import type { CsvCell } from './files';

/** How an export writes days and instants: the date format, the zone (each date's own offset) and the locale of the zone's short name. */
export interface ExportClock {
  dateFormat: DateFormat;
  /** The zone instants are written in (the user's), with each date's own offset. */
  timeZone: string;
  /** The locale of the zone's short name in XLSX cells ("MST", "MEZ"). */
  locale: string;
}

/** How the export words the list's values: the list's texts, its reference labels, the user's date format and time zone. */
export interface ExportWording extends ExportClock {
  entity: EntitySchema;
  /** Names the entities an import type's label mentions. */
  registry: Registry;
  t: TFunction;
  /** The label of the record a reference column points to, where the tenant may see it. */
  referenceLabel: (property: string, key: string) => string | undefined;
}

/** The header row: the column labels in the export's language, units appended (`Quantity [tCO2e]`). */
export const exportHeader = (wording: ExportWording, columns: string[]): string[] => columns.map((column) => fieldLabel(wording.t, wording.entity, column));

/** A referenced record as the list names it: "key – label", or the key where it has no label. */
function reference(wording: ExportWording, property: string, value: unknown): string {
  const label = wording.referenceLabel(property, String(value));
  return label === undefined ? String(value) : `${String(value)}${REFERENCE_SEPARATOR}${label}`;
}

/**
 * A value as text: enums and import types by their label, flags and booleans yes/no, references with their
 * label, lists as "C-1 (SD-7); C-2"; anything else as it is stored.
 */
export function exportText(wording: ExportWording, property: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  const schema = wording.entity.properties[property];
  if (!schema) return String(value);
  if (schema['x-import-type']) return importTypeLabel(wording.t, wording.registry, String(value));
  switch (fieldKind(schema)) {
    case 'enum':
      return enumLabel(wording.t, wording.entity, property, value);
    case 'flag':
    case 'boolean':
      return wording.t(value === true || value === 1 ? 'generic.yes' : 'generic.no');
    case 'reference':
      return reference(wording, property, value);
    case 'list':
      return listCell(schema, value);
    default:
      return String(value);
  }
}

/**
 * A value as a CSV cell: numbers, days and instants typed, so the file writes them in the user's regional
 * format (files.ts) and reads back (the round trip import); everything else as exportText words it.
 */
export function exportCsvCell(wording: ExportWording, property: string, value: unknown): CsvCell {
  if (value === null || value === undefined) return '';
  const schema = wording.entity.properties[property];
  const kind = schema ? fieldKind(schema) : 'text';
  if (kind === 'number' || kind === 'integer') return Number(value);
  if (kind === 'date') return { day: String(value) };
  if (kind === 'dateTime') return { instant: String(value) };
  return exportText(wording, property, value);
}

/** Excel's spelling of a date format of the settings (`dd.MM.yyyy` → `dd.mm.yyyy`). */
const excelDate = (format: DateFormat) => format.toLowerCase();

/** Number format of a value: grouped, with its own fraction digits up to the property's; identifiers (x-identifier) ungrouped. */
function numberFormat(value: number, identifier: boolean, decimals: number): string {
  const fraction = Math.min(decimals, (String(value).split('.')[1] ?? '').length);
  return `${identifier ? '0' : '#,##0'}${fraction ? `.${'0'.repeat(fraction)}` : ''}`;
}

/**
 * An instant as an XLSX cell: Excel knows no zones, so the cell holds the wall clock of the user's zone and
 * its format names the zone on that date (`27.11.2026 10:28 "MST"`).
 */
export function instantCell(clock: ExportClock, instant: Date): Cell {
  const { day, time } = zonedTime(instant, clock.timeZone);
  const zone = zoneAbbreviation(instant, clock.timeZone, clock.locale).replace(/"/g, '');
  return { value: new Date(`${day}T${time}Z`), type: Date, format: `${excelDate(clock.dateFormat)} hh:mm "${zone}"` };
}

/** A day (YYYY-MM-DD) as an XLSX date cell in the clock's date format. */
export const dayCell = (clock: ExportClock, day: string): Cell => ({ value: new Date(`${day}T00:00:00Z`), type: Date, format: excelDate(clock.dateFormat) });

/** A value as an XLSX cell: numbers and dates as real cells in the list's display, everything else as the CSV's text. */
export function exportCell(wording: ExportWording, property: string, value: unknown): Cell {
  if (value === null || value === undefined) return null;
  const schema = wording.entity.properties[property];
  const kind = schema ? fieldKind(schema) : 'text';
  if (kind === 'number' || kind === 'integer') {
    const number = Number(value);
    return { value: number, type: Number, format: numberFormat(number, !!schema['x-identifier'], kind === 'integer' ? 0 : (schema['x-decimals'] ?? 3)) };
  }
  if (kind === 'date') return dayCell(wording, String(value));
  if (kind === 'dateTime') return instantCell(wording, new Date(String(value)));
  return exportText(wording, property, value);
}
