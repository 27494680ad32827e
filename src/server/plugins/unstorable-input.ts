/**
 * Nesting a request part may have. The API's deepest legitimate body (a list config's columns) has 2;
 * the bound keeps every later walk (validation, JSON.stringify into jsonb) far from the stack limit.
 */
export const MAX_INPUT_DEPTH = 32;

/** NUL (PostgreSQL text cannot hold it) and unpaired UTF-16 surrogates (not Unicode: jsonb refuses them, text would store U+FFFD). */
const UNSTORABLE_CHARACTER = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE_CHARACTERS = new RegExp(UNSTORABLE_CHARACTER.source, 'g');

export interface InputProblem {
  kind: 'character' | 'number' | 'inexact' | 'depth';
  /** Where, as `part.name.index`, e.g. `body.columns.0`. */
  field: string;
}

/** A key as it can be shown in a path: unstorable characters escaped as `\uXXXX`. */
function printable(key: string): string {
  return key.replace(UNSTORABLE_CHARACTERS, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A number JSON.parse could not keep: not finite (`1e309` is Infinity), or an integer beyond 2^53 (`9007199254740993` reads as …992). */
function numberProblem(value: number): InputProblem['kind'] | undefined {
  if (!Number.isFinite(value)) return 'number';
  return Number.isInteger(value) && !Number.isSafeInteger(value) ? 'inexact' : undefined;
}

/**
 * The first value in `value` (strings, numbers, keys, nested objects and arrays) that the database
 * cannot take as sent: a NUL or an unpaired surrogate in text, a number JSON.parse did not keep as
 * written (numberProblem), or nesting deeper than MAX_INPUT_DEPTH. `field` names `value` itself.
 */
export function findInputProblem(value: unknown, field: string, depth = 0): InputProblem | undefined {
  if (typeof value === 'string') return UNSTORABLE_CHARACTER.test(value) ? { kind: 'character', field } : undefined;
  if (typeof value === 'number') {
    const kind = numberProblem(value);
    return kind && { kind, field };
  }
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_INPUT_DEPTH) return { kind: 'depth', field };
  for (const [key, item] of Object.entries(value)) {
    const path = `${field}.${printable(key)}`;
    if (UNSTORABLE_CHARACTER.test(key)) return { kind: 'character', field: path };
    const problem = findInputProblem(item, path, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}
