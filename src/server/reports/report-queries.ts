import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RegistryError, type Registry } from '../../shared/registry';
import type { ReportId } from '../../shared/reports/api';
import { reportSqlFile } from '../../shared/reports/declaration';
import type { ReportSql } from './report-sql';

/** The report whose provisional credits CATS is compared with (its SQL's summary): the dashboard, the period close, the demo's CATS creations. */
export const CREDIT_REPORT: ReportId = 'credit-generation-report';

const isReportSql = (value: unknown): value is ReportSql => {
  const sql = value as Partial<Record<keyof ReportSql, unknown>> | undefined;
  return (
    typeof sql?.rows === 'string' &&
    typeof sql.order === 'string' &&
    typeof sql.facilities === 'string' &&
    (sql.summary === undefined || typeof sql.summary === 'function')
  );
};

/**
 * The SQL of every report of the registry: the default export of `{dir}/reports/{id}.sql.ts`, next to the
 * report's declaration. A module that exports no ReportSql stops the start naming its file.
 */
export async function loadReportQueries(dir: string, registry: Registry): Promise<ReadonlyMap<ReportId, ReportSql>> {
  const queries = new Map<ReportId, ReportSql>();
  for (const id of registry.reports.keys()) {
    const file = reportSqlFile(id);
    const { default: sql } = (await import(pathToFileURL(join(dir, file)).href)) as { default?: unknown };
    if (!isReportSql(sql))
      throw new RegistryError(file, 'the default export must be a ReportSql: { rows, order, facilities } as SQL text, an optional summary');
    queries.set(id, sql);
  }
  return queries;
}
