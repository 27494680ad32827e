import type { Row } from '../../src/server/seed/fit-row';
import { PRODUCT_GROUPS } from '../../src/server/seed/fuels';
import { Random, round } from '../../src/server/seed/prng';
import { masterDataRows } from './master-data';
import { dayAfter, padded, spreadDate } from './scenario';

/**
 * Scenario E: a tenant's inbounds at list scale, and the values its list shapes ask for (keys, document numbers,
 * free words): every 200th inbound's comment holds the term, every other 20th a batch word.
 */
export const LISTS_SCOPE = {
  partners: 500,
  /** Sites and products: one of each per index (masterDataRows). */
  places: 20,
  from: '2024-01-01',
  to: '2025-12-31',
  term: 'Rahmenvertrag',
  partnerKey: (index: number) => `BENCH-L-PARTNER-${String(index + 1).padStart(3, '0')}`,
  siteKey: (index: number) => placeKey('S', index),
  productKey: (index: number) => placeKey('PR', index),
  inboundKey: (index: number) => `BENCH-L-IN-${padded(index)}`,
  documentNumber: (index: number) => `DOC-L-${index + 1}`,
  /** The free word of the `index`-th batch comment (every 20th inbound's): four syllables, 10,000 words. */
  word: (index: number) => [1_000, 100, 10, 1].map((unit) => SYLLABLES[Math.floor(index / unit) % SYLLABLES.length]).join(''),
} as const;

const SYLLABLES = ['ka', 'lo', 'mi', 'ren', 'tu', 'sa', 'vel', 'dor', 'pin', 'ste'];

function placeKey(kind: 'S' | 'PR', index: number) {
  return `BENCH-L-${kind}${String(index + 1).padStart(2, '0')}`;
}
const partners = Array.from({ length: LISTS_SCOPE.partners }, (_, index) => LISTS_SCOPE.partnerKey(index));
const sites = Array.from({ length: LISTS_SCOPE.places }, (_, index) => LISTS_SCOPE.siteKey(index));
const products = Array.from({ length: LISTS_SCOPE.places }, (_, index) => LISTS_SCOPE.productKey(index));
/** The movement states the inbounds hold. */
export const LISTS_STATES = ['open', 'inProgress', 'locked', 'completed'];
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
        number: LISTS_SCOPE.inboundKey(index),
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
        documentNumber: LISTS_SCOPE.documentNumber(index),
        comment: index % 200 === 0 ? `Lieferung gemäß ${LISTS_SCOPE.term}` : index % 20 === 0 ? `Charge ${LISTS_SCOPE.word(index / 20)}` : null,
      });
    }
    yield rows;
  }
}
