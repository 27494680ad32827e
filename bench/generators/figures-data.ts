import type { Row } from '../../src/server/seed/fit-row';
import { Random } from '../../src/server/seed/prng';
import { dayAfter, padded, spreadDate, type BalanceScope } from './scenario';

/** Half of the extra rows are cancelled, the other half dated after the period: neither counts. */
function outsideBalance(index: number, date: string, scope: BalanceScope): { date: string; cancelled: 0 | 1 } {
  return index % 2 === 0 ? { date, cancelled: 1 } : { date: dayAfter(scope.dateTo), cancelled: 0 };
}

/**
 * Scenario B, deterministic: `movements` movements in the balance (half inbounds discharged at the
 * site, half outbounds loaded there, all in the period), plus `extra` that look alike but do not count
 * (cancelled, or after the period), so both sides have to filter.
 */
export function figuresRows(scope: BalanceScope, movements: number, extra: number): { inbounds: Row[]; outbounds: Row[] } {
  const random = new Random('bench-figures', scope.site);
  const inbounds: Row[] = [];
  const outbounds: Row[] = [];
  const perSide = movements / 2;
  const perSideTotal = perSide + extra / 2;
  for (let index = 0; index < perSideTotal; index++) {
    const inPeriod = spreadDate(scope.dateFrom, scope.dateTo, index % perSide, perSide);
    const { date, cancelled } = index < perSide ? { date: inPeriod, cancelled: 0 } : outsideBalance(index, inPeriod, scope);
    inbounds.push({
      number: `${scope.site}-IN-${padded(index)}`,
      product: scope.product,
      movementStatus: 'open',
      cancelled,
      loadingDate: date,
      dischargeDate: date,
      dischargeSite: scope.site,
      quantityDischargedKg: random.int(20_000, 40_000),
    });
    outbounds.push({
      number: `${scope.site}-OUT-${padded(index)}`,
      product: scope.product,
      movementStatus: 'open',
      cancelled,
      loadingDate: date,
      loadingSite: scope.site,
      quantityLoadedKg: random.int(15_000, 35_000),
    });
  }
  return { inbounds, outbounds };
}
