import type { TFunction } from 'i18next';
import type { ConfigType } from 'dayjs';
import { listSummary } from '../../shared/list-properties';
import { importTypeLabel } from '../../shared/imports/type-label';
import type { EntitySchema } from '../../shared/registry';
import { registry } from '../registry/registry';
import type { NumberFormatOptions } from '../format/number';
import { fieldKind } from '../../shared/field-kind';
import { enumLabel } from '../../shared/labels';

export interface ValueFormatters {
  date: (value: ConfigType) => string;
  dateTime: (value: ConfigType) => string;
  number: (value: number | null | undefined, options?: NumberFormatOptions) => string;
}

/** A property value as text for lists and the history: enum and import type labels, user date format, browser-language numbers, a list's entries by their first text. */
export function displayValue(t: TFunction, format: ValueFormatters, entity: EntitySchema, property: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const schema = entity.properties[property];
  if (!schema) return String(value);
  if (schema['x-import-type']) return importTypeLabel(t, registry, String(value));
  switch (fieldKind(schema)) {
    case 'enum':
      return enumLabel(t, entity, property, value);
    case 'date':
      return format.date(value as ConfigType);
    case 'dateTime':
      return format.dateTime(value as ConfigType);
    case 'number':
    case 'integer':
      return format.number(Number(value), { maximumFractionDigits: schema['x-decimals'], grouping: !schema['x-identifier'] });
    case 'flag':
    case 'boolean':
      return t(value === true || value === 1 ? 'generic.yes' : 'generic.no');
    case 'list':
      return listSummary(schema, value);
    default:
      return String(value);
  }
}
