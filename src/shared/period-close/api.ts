/**
 * The period-close page's API (rules: docs/domain-rules.md#closing-a-period): for a month `YYYY-MM` or a
 * quarter `YYYY-Qn`, what is still open between import and CATS, and three bulk actions with a preview.
 */

import { monthRange, quarterRange } from '../reports/periods';

export const PERIOD_CLOSE_ROUTES = {
  status: '/period-close/:period',
  export: '/period-close/:period/export',
  preview: '/period-close/:period/preview',
  apply: '/period-close/:period/apply',
} as const;

/** The tenant menu key the page and its routes need: the tenant keeps mass balances. */
export const PERIOD_CLOSE_VISIBILITY = 'mass-balances';

/** A period the catalog's tests fill into `:period` (it names no record). */
export const SAMPLE_PERIOD = '2025-06';

export const CLOSE_ACTIONS = ['createMissing', 'autoAssign', 'complete'] as const;
export type CloseAction = (typeof CLOSE_ACTIONS)[number];

/** 400 PERIOD_FORMAT: the period is neither `YYYY-MM` nor `YYYY-Qn`. */
export const PERIOD_FORMAT_ERROR = 'PERIOD_FORMAT';

export interface ClosePeriod {
  /** As asked for: `2026-11` or `2026-Q4`. */
  period: string;
  from: string;
  to: string;
  /** The months of the period, `YYYY-MM`, in order. */
  months: string[];
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-Q([1-4])$/;

/** The period `value` names (years 2000–2100, as balances hold), or undefined. */
export function parseClosePeriod(value: string): ClosePeriod | undefined {
  const month = MONTH.exec(value);
  const quarter = QUARTER.exec(value);
  const year = Number((month ?? quarter)?.[1]);
  if (!(year >= 2000 && year <= 2100)) return undefined;
  if (month) return { period: value, ...monthRange(value), months: [value] };
  const first = Number(quarter![2]) * 3 - 2;
  const months = [0, 1, 2].map((offset) => `${year}-${String(first + offset).padStart(2, '0')}`);
  return { period: value, ...quarterRange(year, Number(quarter![2])), months };
}

/** One balance of a site and product in the period, with its figures in its unit. */
export interface CloseBalance {
  id: string;
  dateFrom: string;
  dateTo: string;
  unit: string;
  status: 'open' | 'inProgress' | 'completed';
  inputs: number;
  outputs: number;
  uncoveredInputs: number;
  uncoveredOutputs: number;
  /** Movements without the quantity in the balance's unit. */
  errorLines: number;
  closingStock: number;
  difference: number;
}

/** A site and product with movements or a balance in the period. */
export interface CloseSiteProduct {
  site: string;
  product: string;
  balances: CloseBalance[];
  /** Months with movements and no balance, oldest first (docs/domain-rules.md#closing-a-period). */
  missingMonths: string[];
}

export interface CloseMovement {
  resource: 'inbounds' | 'outbounds';
  key: string;
  date: string;
  site: string | null;
  product: string | null;
  status: string;
}

/** An outbound of the period that would earn credits (the credit sections list them). */
export interface CloseOutbound {
  key: string;
  date: string;
  site: string;
  product: string;
  quantityM3: number;
}

export interface CloseCreditLine {
  key: string;
  quantity: number;
  assigned: number;
}

export interface CloseCredits {
  compliancePeriod: string;
  provisionalCredits: number;
  recordedCredits: number;
  assignedCredits: number;
  difference: number;
  /** CATS creations of the compliance period not fully assigned to deliveries. */
  unassigned: CloseCreditLine[];
  /** Outbounds of the period that earn credits and are linked to no CATS credit. */
  unlinkedOutbounds: CloseOutbound[];
}

export interface CloseImport {
  id: string;
  importType: string;
  importStatus: string;
  fileName: string | null;
  startedAt: string;
  errorCount: number | null;
}

/** A list the answer shortens: its first rows and how many there are. */
export interface Capped<T> {
  rows: T[];
  total: number;
}

/** GET /period-close/{period}. A section the tenant does not show is null. */
export interface CloseStatus {
  period: ClosePeriod;
  /** The tenant's business day. */
  today: string;
  siteProducts: CloseSiteProduct[];
  /** Movements of the period still open or locked where no balance covers their day. */
  movementsOutside: Capped<CloseMovement>;
  /** Outbounds that would earn credits without a carbon-intensity configuration valid on their loading day. */
  unconfiguredOutbounds: Capped<CloseOutbound> | null;
  credits: CloseCredits | null;
  imports: { runs: Capped<CloseImport>; failed: number } | null;
}

/** Why the preview leaves a line out (docs/domain-rules.md#closing-a-period). */
export const SKIP_REASONS = [
  'completed', // the balance is completed already
  'notEnded', // the balance's period has not ended in the tenant's time zone
  'missingMonth', // a month before it has movements and no balance
  'previousNotCompleted', // an earlier balance of the site and product is not completed (or missing)
  'errorLines', // movements without the balance's unit
  'negativeClosingStock',
  'negativeDifference',
  'nothingUncovered', // auto assign: every input and output is covered
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** One line of a preview: what the action does to it, or why it leaves it. */
export interface CloseStep {
  site: string;
  product: string;
  /** The balance the step creates or works on. */
  balance: string;
  /** Created balances: the month. */
  month?: string;
  skip?: SkipReason;
}

/** POST …/preview `{ action }`. */
export interface ClosePreview {
  action: CloseAction;
  steps: CloseStep[];
}

/** POST …/apply `{ action }`: each step done, or refused by the rules with their code. */
export interface CloseApplied {
  action: CloseAction;
  done: CloseStep[];
  skipped: CloseStep[];
  refused: (CloseStep & { code: string; message: string })[];
}
