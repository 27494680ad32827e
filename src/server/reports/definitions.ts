import type { CreditPeriodSummary, ReportId } from '../../shared/reports/api';
import type { Queryable } from '../db/db';
import { creditSummary } from './credit-summary';
import type { ReportSql } from './report-sql';
import { creditGeneration } from './sql/credit-generation';
import { materialBalance } from './sql/material-balance';
import { offsiteInput } from './sql/offsite-input';
import { onsiteInput } from './sql/onsite-input';
import { onsiteOutput } from './sql/onsite-output';

/** What the generic service needs of a report: its SQL and, for credit generation, the per-period summary. */
export interface ReportModule {
  sql: ReportSql;
  summary?: (db: Queryable, tenant: string, day: string, from: string, to: string) => Promise<CreditPeriodSummary[]>;
}

/** The five reports, by id (= route segment and visibility key). */
export const REPORT_MODULES: Record<ReportId, ReportModule> = {
  'onsite-report-facility-input': { sql: onsiteInput },
  'onsite-report-facility-output': { sql: onsiteOutput },
  'offsite-report-facility-input': { sql: offsiteInput },
  'product-material-balance-report': { sql: materialBalance },
  'credit-generation-report': { sql: creditGeneration, summary: creditSummary },
};
