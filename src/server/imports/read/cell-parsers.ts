import { isDateTime } from '../../../shared/calendar';
import type { ImportColumn, ImportDeclaration } from '../../../shared/imports/declaration';
import type { PropertySchema } from '../../../shared/registry';
import { parseBoolean } from './booleans';
import { dateParser } from './dates';
import { parseListCell } from './list-cell';
import { numberParser, scaled } from './numbers';

/** A cell's stored value, or the problem with it (an `errors.*` key and its parameters). */
export type CellResult = { value: unknown } | { problem: string; params?: Record<string, string | number> };

/** Parses one non-empty, trimmed cell of a column. */
export type CellParser = (text: string) => CellResult;

const REPLACEMENT = '\uFFFD';

/** The shared parsers of one declaration's number and date formats. */
export interface FormatParsers {
  number: ReturnType<typeof numberParser>;
  date: ReturnType<typeof dateParser>;
  formats: string;
}

export const formatParsers = (declaration: ImportDeclaration): FormatParsers => ({
  number: numberParser(declaration.decimal),
  date: dateParser(declaration.dateFormats),
  formats: declaration.dateFormats.join(', '),
});

/** The parser of a property's type (no `values` map). */
function typeParser(property: PropertySchema | undefined, column: ImportColumn, parsers: FormatParsers, decimal: string): CellParser {
  const type = property?.type ?? 'string';
  if (type === 'array' && property) return (text) => ({ value: parseListCell(property, text) });
  if (type === 'number' || type === 'integer') {
    const flag = type === 'integer' && property?.['x-flag'];
    return (text) => {
      if (flag) {
        const yes = parseBoolean(text);
        if (yes !== undefined) return { value: yes ? 1 : 0 };
      }
      const parsed = parsers.number(text);
      if (parsed === undefined) return { problem: 'errors.invalidNumber', params: { decimal } };
      const value = scaled(parsed, column.factor);
      if (type === 'integer' && !Number.isInteger(value)) return { problem: 'errors.notInteger' };
      return { value };
    };
  }
  if (type === 'boolean') {
    return (text) => {
      const value = parseBoolean(text);
      return value === undefined ? { problem: 'errors.invalidBoolean' } : { value };
    };
  }
  if (property?.format === 'date') {
    return (text) => {
      const value = parsers.date(text);
      return value === undefined ? { problem: 'errors.invalidDate', params: { formats: parsers.formats } } : { value };
    };
  }
  if (property?.format === 'date-time') {
    return (text) => {
      if (isDateTime(text)) return { value: text };
      const day = parsers.date(text);
      return day === undefined ? { problem: 'errors.invalidDate', params: { formats: `${parsers.formats}, ISO 8601` } } : { value: day };
    };
  }
  return (text) => (text.includes(REPLACEMENT) ? { problem: 'errors.invalidCharacters' } : { value: text });
}

/**
 * The parser of a column: its `values` map first (compared case-insensitive; an unmapped value goes on
 * to the type, so the registry's enum check names it), then the property's type.
 */
export function cellParser(
  column: ImportColumn,
  property: PropertySchema | undefined,
  parsers: FormatParsers,
  decimal: string,
): CellParser {
  const byType = typeParser(property, column, parsers, decimal);
  if (!column.values) return byType;
  const mapped = new Map(Object.entries(column.values).map(([text, value]) => [text.trim().toLowerCase(), value]));
  return (text) => {
    const value = mapped.get(text.toLowerCase());
    return value === undefined ? byType(text) : { value };
  };
}
