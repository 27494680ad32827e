import type { Queryable } from '../db/db';
import type { Page } from '../lists/page-params';
import type { ReadProblem } from './read/types';
import { maxStoredErrors } from './limits';

/** A problem as a check's SQL selects it: `row_number, column_name, value, message_key, params` (jsonb). */
export type ProblemSql = string;

/**
 * The problems of one import in import_errors: all counted, the first IMPORT_MAX_ERRORS by file row
 * stored (seq 1, 2, … in the order found), whichever phase found them: the reader's in row order, then
 * each check's. Warnings (not fatal, e.g. unknown columns) are stored with negative seq and counted apart.
 */
export class ProblemStore {
  /** Problems found so far (stored or not). */
  count = 0;
  private stored = 0;
  /** The last seq given: seqs stay unique when a check's problems push later rows' out. */
  private seq = 0;
  private warningSeq = 0;
  private readonly limit = maxStoredErrors();

  constructor(
    private readonly db: Queryable,
    private readonly tenant: string,
    private readonly id: string,
  ) {}

  private async insert(problems: ReadProblem[], seqs: number[]): Promise<void> {
    if (!problems.length) return;
    const rows = problems.map((problem, index) => ({
      seq: seqs[index],
      row_number: problem.row ?? null,
      column_name: problem.column ?? null,
      value: problem.value === undefined ? null : String(problem.value).slice(0, 2000),
      message_key: problem.messageKey,
      params: problem.params ?? {},
    }));
    await this.db.query(
      `INSERT INTO import_errors (tenant, import_id, seq, row_number, column_name, value, message_key, params)
       SELECT $1, $2, seq, row_number, column_name, value, message_key, params
       FROM jsonb_to_recordset($3::jsonb) AS t(seq integer, row_number integer, column_name text, value text, message_key text, params jsonb)`,
      [this.tenant, this.id, JSON.stringify(rows)],
    );
  }

  /** The reader's problems of a batch (rows in file order: those past a full store are only counted). */
  async add(problems: ReadProblem[]): Promise<void> {
    this.count += problems.length;
    const room = Math.max(0, this.limit - this.stored);
    const kept = problems.slice(0, room);
    await this.insert(
      kept,
      kept.map((_, index) => this.seq + index + 1),
    );
    this.stored += kept.length;
    this.seq += kept.length;
  }

  async addWarnings(warnings: ReadProblem[]): Promise<void> {
    await this.insert(
      warnings,
      warnings.map(() => --this.warningSeq),
    );
  }

  /**
   * Problems a set-based check selects (`sql` with its `params`), stored and counted without passing through
   * Node: its first rows join the stored ones, and past the cap the problems of the last rows go again.
   */
  async addFromSql(sql: ProblemSql, params: unknown[]): Promise<void> {
    const base = params.length;
    const { rows } = await this.db.query<{ total: number; stored: number }>(
      `WITH p AS (${sql}),
       kept AS (SELECT * FROM p ORDER BY row_number, column_name LIMIT $${base + 3}),
       ins AS (
         INSERT INTO import_errors (tenant, import_id, seq, row_number, column_name, value, message_key, params)
         SELECT $${base + 1}, $${base + 2}, $${base + 4} + row_number() OVER (ORDER BY kept.row_number, kept.column_name), kept.row_number,
           kept.column_name, left(kept.value, 2000), kept.message_key, kept.params FROM kept
         RETURNING 1)
       SELECT (SELECT count(*) FROM p)::int AS total, (SELECT count(*) FROM ins)::int AS stored`,
      [...params, this.tenant, this.id, this.limit, this.seq],
    );
    this.count += rows[0].total;
    this.stored += rows[0].stored;
    this.seq += rows[0].stored;
    if (this.stored > this.limit) await this.keepFirstRows();
  }

  /** Drops the stored problems past the cap, by file row (as the list shows them): the last rows' go. */
  private async keepFirstRows(): Promise<void> {
    await this.db.query(
      `DELETE FROM import_errors WHERE tenant = $1 AND import_id = $2 AND seq IN (
         SELECT seq FROM import_errors WHERE tenant = $1 AND import_id = $2 AND seq > 0 ORDER BY row_number NULLS FIRST, seq OFFSET $3)`,
      [this.tenant, this.id, this.limit],
    );
    this.stored = this.limit;
  }
}

export type StoredProblem = ReadProblem;

const SELECT = `SELECT row_number AS row, column_name AS column, value, message_key AS "messageKey", params FROM import_errors`;

const toProblem = (row: Record<string, unknown>): StoredProblem => {
  const problem: StoredProblem = { messageKey: String(row.messageKey), params: (row.params ?? {}) as StoredProblem['params'] };
  if (row.row !== null) problem.row = Number(row.row);
  if (row.column !== null) problem.column = String(row.column);
  if (row.value !== null) problem.value = String(row.value);
  return problem;
};

/** One page of an import's errors, by file row, and how many are stored. */
export async function listProblems(db: Queryable, tenant: string, id: string, page: Page): Promise<{ rows: StoredProblem[]; total: number }> {
  const where = 'WHERE tenant = $1 AND import_id = $2 AND seq > 0';
  const [{ rows }, count] = await Promise.all([
    db.query<Record<string, unknown>>(`${SELECT} ${where} ORDER BY row_number NULLS FIRST, seq LIMIT $3 OFFSET $4`, [tenant, id, page.limit, page.offset]),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM import_errors ${where}`, [tenant, id]),
  ]);
  return { rows: rows.map(toProblem), total: count.rows[0].total };
}

/** Every stored error of an import in `size` pages (the CSV download streams them). */
export async function* allProblems(db: Queryable, tenant: string, id: string, size = 2000): AsyncGenerator<StoredProblem[]> {
  for (let offset = 0; ; offset += size) {
    const { rows } = await listProblems(db, tenant, id, { offset, limit: size });
    if (rows.length) yield rows;
    if (rows.length < size) return;
  }
}

/** Removes the problems of an import (one refused while its body streamed: nothing of it is kept). */
export async function deleteProblems(db: Queryable, tenant: string, id: string): Promise<void> {
  await db.query('DELETE FROM import_errors WHERE tenant = $1 AND import_id = $2', [tenant, id]);
}

export async function listWarnings(db: Queryable, tenant: string, id: string): Promise<StoredProblem[]> {
  const { rows } = await db.query<Record<string, unknown>>(`${SELECT} WHERE tenant = $1 AND import_id = $2 AND seq < 0 ORDER BY seq DESC`, [tenant, id]);
  return rows.map(toProblem);
}
