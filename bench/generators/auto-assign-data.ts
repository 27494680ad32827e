import type { Row } from '../../src/server/seed/fit-row';
import { Random } from '../../src/server/seed/prng';
import { padded, spreadDate, type BalanceScope } from './scenario';

/**
 * Scenario A, deterministic: `count` inbounds discharged at the site in the period and `count` incoming
 * proofs of the product's group in Kg. Proofs are a little smaller on average, so they run out before
 * the inputs are covered and auto assign reports an uncovered rest.
 */
export function autoAssignRows(scope: BalanceScope, count: number): { inbounds: Row[]; proofs: Row[] } {
  const random = new Random('bench-auto-assign', scope.site);
  const inbounds: Row[] = [];
  const proofs: Row[] = [];
  for (let index = 0; index < count; index++) {
    const date = spreadDate(scope.dateFrom, scope.dateTo, index, count);
    inbounds.push({
      number: `${scope.site}-IN-${padded(index)}`,
      product: scope.product,
      movementStatus: 'open',
      cancelled: 0,
      loadingDate: date,
      dischargeDate: date,
      dischargeSite: scope.site,
      quantityDischargedKg: random.int(20_000, 40_000),
    });
    const volume = random.int(15_000, 40_000);
    proofs.push({
      number: `${scope.site}-POS-${padded(index)}`,
      certificateNumber: `ISCC-EU-BENCH-${padded(index)}`,
      product: scope.product,
      productGroup: scope.productGroup,
      deliveryDate: date,
      unitOfMeasurement: 'Kg',
      volume,
      remainingVolume: volume,
      direction: 'incoming',
      certificationSystem: 'isccEu',
    });
  }
  return { inbounds, proofs };
}
