import { isDateTime } from '../../../shared/calendar';
import type { ImportColumn, ImportDeclaration } from '../../../shared/imports/declaration';
import { REFERENCE_SEPARATOR } from '../../../shared/reference-label';
import type { PropertySchema } from '../../../shared/registry';
import { parseBoolean } from './booleans';
import { dateParser } from './dates';
import { parseListCell } from './list-cell';
import { numberParser, scaled } from './numbers';

/** Why a cell cannot be stored: an `errors.*` key and its parameters (one instance per column and rule). */
export class CellProblem {
  constructor(
    readonly messageKey: string,
    readonly params?: Record<string, string | number>,
  ) {}
}

/**
 * Parses one non-empty, trimmed cell of a column: the stored value, or a CellProblem. No object per
 * cell on the way to a value (a million rows have tens of millions of cells).
 */
export type CellParser = (text: string) => unknown;

const REPLACEMENT = '\uFFFD';
const NOT_INTEGER = new CellProblem('errors.notInteger');
const INVALID_BOOLEAN = new CellProblem('errors.invalidBoolean');
const INVALID_CHARACTERS = new CellProblem('errors.invalidCharacters');

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

/** The key of a reference cell written as the list export names a record ("P-1 – Weser Fuels"). */
const referencedKey = (text: string) => {
  const end = text.indexOf(REFERENCE_SEPARATOR);
  return end < 0 ? text : text.slice(0, end);
};

/** The parser of a property's type (no `values` map). */
function typeParser(property: PropertySchema | undefined, column: ImportColumn, parsers: FormatParsers, decimal: string): CellParser {
  const type = property?.type ?? 'string';
  if (type === 'array' && property) return (text) => parseListCell(property, text);
  if (type === 'number' || type === 'integer') {
    const flag = type === 'integer' && property?.['x-flag'];
    const invalid = new CellProblem('errors.invalidNumber', { decimal });
    return (text) => {
      if (flag) {
        const yes = parseBoolean(text);
        if (yes !== undefined) return yes ? 1 : 0;
      }
      const parsed = parsers.number(text);
      if (parsed === undefined) return invalid;
      const value = scaled(parsed, column.factor);
      return type === 'integer' && !Number.isInteger(value) ? NOT_INTEGER : value;
    };
  }
  if (type === 'boolean') return (text) => parseBoolean(text) ?? INVALID_BOOLEAN;
  if (property?.format === 'date') {
    const invalid = new CellProblem('errors.invalidDate', { formats: parsers.formats });
    return (text) => parsers.date(text) ?? invalid;
  }
  if (property?.format === 'date-time') {
    const invalid = new CellProblem('errors.invalidDate', { formats: `${parsers.formats}, ISO 8601` });
    return (text) => (isDateTime(text) ? text : (parsers.date(text) ?? invalid));
  }
  // `�`: bytes that were no UTF-8 after a UTF-8 start; NUL: binary after a text start (no text column takes it).
  const readable = (text: string) => (text.includes(REPLACEMENT) || text.includes('\0') ? INVALID_CHARACTERS : text);
  return column.labelled ? (text) => readable(referencedKey(text)) : readable;
}

/**
 * The parser of a column: its `values` map first (compared case-insensitive; an unmapped value goes on
 * to the type, so the registry's enum check names it), then the property's type.
 */
export function cellParser(column: ImportColumn, property: PropertySchema | undefined, parsers: FormatParsers, decimal: string): CellParser {
  const byType = typeParser(property, column, parsers, decimal);
  if (!column.values) return byType;
  const mapped = new Map(Object.entries(column.values).map(([text, value]) => [text.trim().toLowerCase(), value]));
  return (text) => {
    const value = mapped.get(text.toLowerCase());
    return value === undefined ? byType(text) : value;
  };
}
