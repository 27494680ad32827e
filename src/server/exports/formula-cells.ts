/**
 * Spreadsheet programs run a CSV cell that begins with `=`, `+`, `-`, `@`, tab or carriage return as a
 * formula (`=HYPERLINK(…)`, `+1+cmd|…`). Every CSV the portal writes puts a `'` before such a text, as
 * OWASP advises, and the import takes it off again, so an export reads back unchanged. A cell that is a
 * plain decimal number (`-2.5`, `-1e-7`) is a number to every spreadsheet program, never a formula: it is
 * written as it is and stays importable as the number. A text that already begins with `'`s before such a
 * character gets one more, so the import's rule (one `'` off) gives back exactly the text that was written.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const NEUTRALISED = /^'+[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i;

/** A text as a CSV cell no spreadsheet program runs: a leading `'` where it would start a formula. */
export const neutraliseFormula = (text: string): string => (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text);

/** A CSV cell as it was before the export neutralised it: one leading `'` off where it guards a formula start. */
export const restoreFormula = (cell: string): string => (cell.startsWith("'") && NEUTRALISED.test(cell) ? cell.slice(1) : cell);
