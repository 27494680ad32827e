import type { Row } from '../../src/server/seed/fit-row';
import { PRODUCT_GROUPS } from '../../src/server/seed/fuels';
import { Random, round } from '../../src/server/seed/prng';
import { masterDataRows } from './master-data';
import { dayAfter, padded, spreadDate } from './scenario';

/**
 * Scenario E: a tenant's inbounds at list scale. The filter values below are chosen so that at a million
 * rows some filters match more than the server's count cap (10,000) and some fewer: product × open about
 * 3 %, the partner substring 2 % (ten of 500 partners), the search term one row in 200.
 */
export const LISTS_SCOPE = {
  partners: 500,
  /** Sites and products: one of each per index (masterDataRows). */
  places: 20,
  from: '2024-01-01',
  to: '2025-12-31',
  product: 'BENCH-L-PR07',
  /** Matches BENCH-L-PARTNER-040 … -049. */
  partnerPart: 'PARTNER-04',
  term: 'Rahmenvertrag',
} as const;

const partnerKey = (index: number) => `BENCH-L-PARTNER-${String(index + 1).padStart(3, '0')}`;
const placeKey = (kind: 'S' | 'PR', index: number) => `BENCH-L-${kind}${String(index + 1).padStart(2, '0')}`;
const partners = Array.from({ length: LISTS_SCOPE.partners }, (_, index) => partnerKey(index));
const sites = Array.from({ length: LISTS_SCOPE.places }, (_, index) => placeKey('S', index));
const products = Array.from({ length: LISTS_SCOPE.places }, (_, index) => placeKey('PR', index));
/** Half the movements open, the rest spread over the other states. */
const STATES = ['open', 'open', 'open', 'inProgress', 'locked', 'completed'];

/** The partners, sites and products the inbounds refer to. */
export function listsMasterRows(): { partners: Row[]; locations: Row[]; products: Row[] } {
  const places = sites.map((site, index) => masterDataRows({ site, product: products[index], productGroup: PRODUCT_GROUPS[index % PRODUCT_GROUPS.length] }));
  return {
    partners: partners.map((number) => ({ number, name: `Bench partner ${number}`, country: 'de', validFrom: '2000-01-01' })),
    locations: places.flatMap((place) => place.locations),
    products: places.flatMap((place) => place.products),
  };
}

/** `count` inbounds over two years (loading dates ascending with the number), in slices of `slice` rows (memory). */
export function* listsInboundSlices(count: number, slice: number): Generator<Row[]> {
  const random = new Random('bench-lists');
  for (let start = 0; start < count; start += slice) {
    const rows: Row[] = [];
    for (let index = start; index < Math.min(count, start + slice); index++) {
      const loadingDate = spreadDate(LISTS_SCOPE.from, LISTS_SCOPE.to, index, count);
      const loaded = round(random.float(5_000, 40_000), 3);
      rows.push({
        number: `BENCH-L-IN-${padded(index)}`,
        product: random.pick(products),
        movementStatus: random.pick(STATES),
        cancelled: random.chance(0.01) ? 1 : 0,
        loadingDate,
        dischargeDate: random.chance(0.5) ? dayAfter(loadingDate) : loadingDate,
        supplierPartner: random.pick(partners),
        recipientPartner: random.pick(partners),
        loadingSite: random.pick(sites),
        dischargeSite: random.pick(sites),
        quantityLoaded: loaded,
        quantityDischarged: round(loaded * random.float(0.99, 1), 3),
        documentNumber: `DOC-L-${index + 1}`,
        comment: index % 200 === 0 ? `Lieferung gemäß ${LISTS_SCOPE.term}` : null,
      });
    }
    yield rows;
  }
}
