import type { CloseBalance, ClosePeriod, SkipReason } from '../../shared/period-close/api';
import { monthOf } from '../../shared/period-close/api';

/**
 * The period-close page's own reading of the mass-balance rules (docs/domain-rules.md#closing-a-period): pure
 * functions over the status it read, so the preview says what each action will do and why it leaves a line.
 * The actions themselves run the mass-balance services, whose rules decide in the end.
 */

/** A balance's period has ended when its last day lies before the tenant's business day. */
export const periodHasEnded = (dateTo: string, today: string): boolean => dateTo < today;

/**
 * Months with movements and no balance: in the period, and before it back to the site and product's last
 * balance before the period (a gap in its chain). Without such a balance only the period's months count,
 * so a site and product starts its chain where the user first closes it.
 */
export function missingBalanceMonths(
  period: ClosePeriod,
  movementMonths: readonly string[],
  balances: readonly Pick<CloseBalance, 'dateFrom' | 'dateTo'>[],
): string[] {
  const first = monthOf(period.from);
  const covered = (month: string) => balances.some((balance) => monthOf(balance.dateFrom) <= month && month <= monthOf(balance.dateTo));
  const lastBefore = balances.filter((balance) => balance.dateTo < period.from).at(-1);
  const from = lastBefore ? monthOf(lastBefore.dateTo) : undefined;
  return movementMonths.filter((month) => !covered(month) && month <= monthOf(period.to) && (month >= first || (from !== undefined && month > from)));
}

/** Auto assign works on a balance that is not completed and has inputs or outputs left uncovered. */
export function autoAssignSkip(balance: CloseBalance): SkipReason | undefined {
  if (balance.status === 'completed') return 'completed';
  if (Number(balance.uncoveredInputs) <= 0 && Number(balance.uncoveredOutputs) <= 0) return 'nothingUncovered';
  return undefined;
}

/**
 * Why a balance cannot be completed yet; `previousReady`: the balance before it is completed, or will be by
 * this run, or there is none. The same order of checks as the completion itself.
 */
export function completeSkip(balance: CloseBalance, previousReady: boolean, missingBefore: boolean, today: string): SkipReason | undefined {
  if (balance.status === 'completed') return 'completed';
  if (!periodHasEnded(balance.dateTo, today)) return 'notEnded';
  if (missingBefore) return 'missingMonth';
  if (!previousReady) return 'previousNotCompleted';
  if (Number(balance.errorLines) > 0) return 'errorLines';
  if (Number(balance.closingStock) < 0) return 'negativeClosingStock';
  if (Number(balance.difference) < 0) return 'negativeDifference';
  return undefined;
}
