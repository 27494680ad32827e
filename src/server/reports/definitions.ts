import type { CreditPeriodSummary, ReportId } from '../../shared/reports/api';
import type { Queryable } from '../db/db';
import type { ReportSql } from './report-sql';
import { offsiteInput } from './sql/offsite-input';
import { onsiteInput } from './sql/onsite-input';

/** What the generic service needs of a report: its SQL and, for credit generation, the per-period summary. */
export interface ReportModule {
  sql: ReportSql;
  summary?: (db: Queryable, tenant: string, from: string, to: string) => Promise<CreditPeriodSummary[]>;
}

/** The reports the server computes, by id (= route segment and visibility key). */
export const REPORT_MODULES: Partial<Record<ReportId, ReportModule>> = {
  'onsite-report-facility-input': { sql: onsiteInput },
  'offsite-report-facility-input': { sql: offsiteInput },
};
