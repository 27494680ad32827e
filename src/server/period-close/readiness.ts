import type { CloseBalance, ClosePeriod, SkipReason } from '../../shared/period-close/api';
import { monthOf } from '../../shared/mass-balance/period';
import { periodEnded } from '../mass-balance/period-rules';

/**
 * The period-close page's own reading of the mass-balance rules (docs/domain-rules.md#closing-a-period): pure
 * functions over the status it read, so the preview says what each action will do and why it leaves a line.
 * The actions themselves run the mass-balance services, whose rules decide in the end.
 */

/**
 * Months with movements and no balance up to the period's end (the SQL looks back LOOK_BACK_MONTHS): the
 * chain rule counts every such month before a balance, also before a site and product's first one
 * (missingMonthsBefore in src/server/mass-balance/period-rules.ts), so the page shows what creating or
 * completing a balance of the period would be refused for.
 */
export function missingBalanceMonths(
  period: ClosePeriod,
  movementMonths: readonly string[],
  balances: readonly Pick<CloseBalance, 'dateFrom' | 'dateTo'>[],
): string[] {
  const covered = (month: string) => balances.some((balance) => monthOf(balance.dateFrom) <= month && month <= monthOf(balance.dateTo));
  return movementMonths.filter((month) => !covered(month) && month <= monthOf(period.to));
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
  if (!periodEnded(balance.dateTo, today)) return 'notEnded';
  if (missingBefore) return 'missingMonth';
  if (!previousReady) return 'previousNotCompleted';
  if (Number(balance.errorLines) > 0) return 'errorLines';
  if (Number(balance.closingStock) < 0) return 'negativeClosingStock';
  if (Number(balance.difference) < 0) return 'negativeDifference';
  return undefined;
}
