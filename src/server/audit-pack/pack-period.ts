import { AUDIT_PACK_MAX_MONTHS } from '../../shared/audit-pack/api';
import { isMonth, monthRange } from '../../shared/reports/periods';
import { packErrors } from './pack-errors';

export interface PackPeriod {
  /** First and last day. */
  from: string;
  to: string;
  /** Every month, YYYY-MM, in order. */
  months: string[];
}

const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthOf = (n: number) => `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;

/** The months `from` … `to` of a pack; 400 AUDIT_PACK_PERIOD for a malformed, reversed or longer range. */
export function packPeriod(from: unknown, to: unknown): PackPeriod {
  if (typeof from !== 'string' || !isMonth(from)) throw packErrors.period('from');
  if (typeof to !== 'string' || !isMonth(to)) throw packErrors.period('to');
  const count = index(to) - index(from) + 1;
  if (count < 1 || count > AUDIT_PACK_MAX_MONTHS) throw packErrors.period('to');
  const months = Array.from({ length: count }, (_, n) => monthOf(index(from) + n));
  return { from: monthRange(from).from, to: monthRange(to).to, months };
}

/**
 * The condition that picks the balances of a pack from `e_mass_balances` as `alias`: the tenant's, starting in the
 * period, at the site if one is named. Its parameters are packParams' ($1 to $4).
 */
export const packBalancesSql = (alias: string) => `${alias}.tenant = $1 AND ${alias}."dateFrom" BETWEEN $2 AND $3 AND ($4::text IS NULL OR ${alias}.site = $4)`;
export const packParams = (tenant: string, period: PackPeriod, site: string | undefined) => [tenant, period.from, period.to, site ?? null];
