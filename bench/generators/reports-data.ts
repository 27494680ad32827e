import type { Row } from '../../src/server/seed/fit-row';
import { Random } from '../../src/server/seed/prng';
import { padded, spreadDate } from './scenario';

/**
 * Scenario D: the CFR reports over a million movements. Eight production sites (the last two third-party
 * facilities) and a depot; four fuels (L15°) and two feedstocks (Kg, the first eligible); per site and fuel
 * an approved CI from 2024 and a lower one from 2025 (constant within a quarter, so a plain per-quarter
 * aggregate can check the credits); two compliance years of movements.
 */
export const REPORTS_SCOPE = {
  sites: Array.from({ length: 8 }, (_, index) => `BENCH-D${index + 1}`),
  depot: 'BENCH-DX',
  fuels: [
    { number: 'BENCH-D-ETH', productGroup: 'bioethanol' },
    { number: 'BENCH-D-HVO', productGroup: 'hvo' },
    { number: 'BENCH-D-BIOD', productGroup: 'biodiesel' },
    { number: 'BENCH-D-RGAS', productGroup: 'benzin' },
  ],
  feedstocks: [
    { number: 'BENCH-D-CANOLA', eligible: true },
    { number: 'BENCH-D-PALM', eligible: false },
  ],
  years: [2024, 2025],
  /** The compliance period the bench asks for. */
  period: '2025',
} as const;

/** The approved CI of a site's fuel in a year (gCO2e/MJ): below CI_ref, lower from 2025. */
export const ciOf = (siteIndex: number, fuelIndex: number, year: number) => 20 + siteIndex * 3 + fuelIndex * 5 - (year - 2024) * 4;
const sites = REPORTS_SCOPE.sites;
const from = `${REPORTS_SCOPE.years[0]}-01-01`;
const to = `${REPORTS_SCOPE.years.at(-1)}-12-31`;

export function reportsMasterRows(): { locations: Row[]; products: Row[]; configurations: Row[] } {
  const locations = [...sites, REPORTS_SCOPE.depot].map((number, index) => ({
    number,
    name: `Bench facility ${number}`,
    country: 'CA',
    validFrom: '2000-01-01',
    latitude: 53.5 + index / 100,
    longitude: -113.5,
    addressLine1: `Plant road ${index + 1}`,
    productionSite: number !== REPORTS_SCOPE.depot,
    thirdPartyFacility: index >= 6 && index < 8,
  }));
  const products = [
    ...REPORTS_SCOPE.fuels.map(({ number, productGroup }) => ({
      number,
      name: `Bench fuel ${number}`,
      productGroup,
      materialType: 'fuel',
      status: 'aktiv',
      unitOfMeasurement: 'L15°',
      validFrom: '2000-01-01',
    })),
    ...REPORTS_SCOPE.feedstocks.map(({ number }) => ({
      number,
      name: `Bench feedstock ${number}`,
      productGroup: 'pflanzenoel',
      materialType: 'feedstock',
      status: 'aktiv',
      unitOfMeasurement: 'Kg',
      validFrom: '2000-01-01',
    })),
  ];
  const configurations = sites.flatMap((site, siteIndex) =>
    REPORTS_SCOPE.fuels.flatMap((fuel, fuelIndex) =>
      REPORTS_SCOPE.years.map((year) => ({
        id: `BENCH-D-CI-${siteIndex}-${fuelIndex}-${year}`,
        site,
        outputProduct: fuel.number,
        inputProduct: REPORTS_SCOPE.feedstocks[fuelIndex % 2].number,
        idType: 'approved',
        cfrCarbonIntensityId: `CI-${siteIndex}${fuelIndex}-${year}`,
        value: ciOf(siteIndex, fuelIndex, year),
        validFrom: `${year}-01-01`,
        eligible: REPORTS_SCOPE.feedstocks[fuelIndex % 2].eligible,
      })),
    ),
  );
  return { locations, products, configurations };
}

/**
 * Movements `from`…`to`, half inbounds of feedstock discharged at the sites (and the depot), half outbounds of
 * fuel loaded there; a tenth exported, one in a hundred cancelled. Generated in slices of `slice` (memory).
 */
export function* reportsMovementSlices(movements: number, slice: number): Generator<{ inbounds: Row[]; outbounds: Row[] }> {
  const random = new Random('bench-reports');
  const perSide = movements / 2;
  const places = [...sites, REPORTS_SCOPE.depot];
  for (let start = 0; start < perSide; start += slice) {
    const inbounds: Row[] = [];
    const outbounds: Row[] = [];
    for (let index = start; index < Math.min(perSide, start + slice); index++) {
      const date = spreadDate(from, to, index, perSide);
      const cancelled = random.chance(0.01) ? 1 : 0;
      inbounds.push({
        number: `BENCH-D-IN-${padded(index)}`,
        product: random.pick(REPORTS_SCOPE.feedstocks).number,
        movementStatus: 'open',
        cancelled,
        loadingDate: date,
        dischargeDate: date,
        dischargeSite: random.pick(places),
        quantityDischargedKg: random.int(20_000, 40_000),
      });
      outbounds.push({
        number: `BENCH-D-OUT-${padded(index)}`,
        product: random.pick(REPORTS_SCOPE.fuels).number,
        movementStatus: 'open',
        cancelled,
        loadingDate: date,
        loadingSite: random.pick(places),
        quantityLoadedL15: random.int(25_000, 40_000),
        destinationCountry: random.chance(0.1) ? 'US' : 'CA',
      });
    }
    yield { inbounds, outbounds };
  }
}

/**
 * One mass balance per site, product and month (the server derives stocks from the movements): feedstocks with
 * a production input (what the plant used), fuels with a production output.
 */
export function reportsBalanceRows(): Row[] {
  const random = new Random('bench-reports-balances');
  const months = REPORTS_SCOPE.years.flatMap((year) => Array.from({ length: 12 }, (_, month) => ({ year, month: month + 1 })));
  return sites.flatMap((site) =>
    [
      ...REPORTS_SCOPE.feedstocks.map((f) => ({ product: f.number, unit: 'Kg', feedstock: true })),
      ...REPORTS_SCOPE.fuels.map((f) => ({ product: f.number, unit: 'L15°', feedstock: false })),
    ].flatMap(({ product, unit, feedstock }) =>
      months.map(({ year, month }) => {
        const dateFrom = `${year}-${String(month).padStart(2, '0')}-01`;
        const dateTo = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
        const quantity = random.int(500_000, 900_000);
        return {
          identifierValue: `${site}-${product}-${dateFrom.slice(0, 7)}`,
          site,
          product,
          unit,
          dateFrom,
          dateTo,
          month,
          year,
          balanceStatus: 'open',
          productionSource: 'manual',
          productionInput: feedstock ? quantity : 0,
          productionOutput: feedstock ? 0 : quantity,
          manualProductionInput: feedstock ? quantity : 0,
          manualProductionOutput: feedstock ? 0 : quantity,
        };
      }),
    ),
  );
}
