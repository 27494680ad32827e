import type { EntitySchema } from '../../shared/registry';
import { COUNT_CAP } from '../../shared/list-count';
import { hasMaintainedCount } from './record-counts';

export type CountMethod = 'maintained' | 'capped';

/**
 * How a list's total is counted, the same for every entity: an unfiltered list of an entity whose
 * rows are its records reads the maintained count (exact, a few rows); everything else counts the
 * matching rows but stops after COUNT_CAP + 1, so a broad filter over a million rows costs what
 * ten thousand cost.
 */
export function countMethod(entity: EntitySchema, filtered: boolean): CountMethod {
  return !filtered && hasMaintainedCount(entity) ? 'maintained' : 'capped';
}

/** The SQL of a capped count over `from` (a FROM clause with its WHERE), counting up to `limit` rows. */
export const cappedCountSql = (from: string, limit = COUNT_CAP + 1): string => `SELECT count(*) AS total FROM (SELECT 1 FROM ${from} LIMIT ${limit}) AS capped`;

/**
 * The counted date (value-counts.ts `dayColumns`) whose day counts give a filter's total at once, or undefined: the
 * filter reads that column and nothing else (a date window, days, a day left out), so the total is the sum of the
 * counts of the days it takes, however many records those hold.
 */
export function dayCountedColumn(filter: { filteredBy: ReadonlySet<string>; matchedRowByRow: boolean }, dayColumns: string[]): string | undefined {
  const [only, ...others] = filter.filteredBy;
  return !filter.matchedRowByRow && others.length === 0 && dayColumns.includes(only) ? only : undefined;
}
