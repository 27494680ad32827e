import type { Row } from './fit-row';
import { GROUPS } from './fuels';
import type { ProductFacts } from './master-data';
import { DAY, isoDate, Random, round } from './prng';

export interface MovementContext {
  year: number;
  partners: { number: string; country: string }[];
  /** Sites with the plant (unit) a movement is booked on and their country. */
  locations: { number: string; plant: string; country: string }[];
  products: ProductFacts[];
  /**
   * The last month of the year (the demo's period-close month, demo-balances.ts): its movements run through these
   * few sites and products, so the month's mass balances are few enough to tell their story.
   */
  closingMonth: { sites: MovementContext['locations']; products: ProductFacts[] };
}

/** Typical lot sizes (L15) and transit days per mode of transportation. */
const MODES = [
  { mode: 'truck', weight: 0.55, litres: [25_000, 40_000], transitDays: [0, 1] },
  { mode: 'rail', weight: 0.2, litres: [60_000, 95_000], transitDays: [2, 6] },
  { mode: 'barge', weight: 0.15, litres: [800_000, 2_500_000], transitDays: [3, 8] },
  { mode: 'ship', weight: 0.05, litres: [8_000_000, 30_000_000], transitDays: [10, 25] },
  { mode: 'pipeline', weight: 0.05, litres: [500_000, 5_000_000], transitDays: [1, 3] },
] as const;
const INCOTERMS = ['FOB', 'CIF', 'DAP', 'DDP', 'FCA', 'EXW'];
// Completed is set by completing a mass balance (it locks the movement), so the seed leaves it out.
const STATUSES = ['open', 'open', 'open', 'inProgress', 'inProgress', 'locked'];
/** The description of each movement status, as the movement form shows it. */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  open: 'Open (can be edited)',
  locked: 'Locked (cannot be edited)',
  inProgress: 'In progress (being processed)',
  completed: 'Completed',
};
/** Share of the outbounds loaded at Canadian sites delivered within Canada. */
const CANADIAN_USE = 0.85;

function pickMode(random: Random) {
  let roll = random.float();
  for (const mode of MODES) {
    roll -= mode.weight;
    if (roll < 0) return mode;
  }
  return MODES[0];
}

/**
 * Quantities of one movement: `L15` is the volume at 15 °C, the plain quantity the observed volume at
 * the product temperature, kg = L15 × density. The discharge loses up to 0.3 % in transit.
 */
export function quantities(random: Random, product: ProductFacts, litres: number) {
  const facts = GROUPS[product.group];
  const temperature = random.float(2, 28);
  const loadedL15 = round(litres, 0);
  const dischargedL15 = round(loadedL15 * (1 - random.float(0, 0.003)), 0);
  const ambient = (l15: number) => round(l15 * (1 + facts.expansion * (temperature - 15)), 0);
  const kg = (l15: number) => round(l15 * facts.density, 0);
  return {
    quantityLoaded: ambient(loadedL15),
    quantityLoadedL15: loadedL15,
    quantityLoadedKg: kg(loadedL15),
    quantityDischarged: ambient(dischargedL15),
    quantityDischargedL15: dischargedL15,
    quantityDischargedKg: kg(dischargedL15),
  };
}

/** One inbound or outbound of the seeded year; `direction` only changes the movement and ERP types. */
export function buildMovement(random: Random, context: MovementContext, direction: 'inbound' | 'outbound', number: string): Row {
  const drawn = random.pick(context.products);
  const mode = pickMode(random);
  const loading = Date.UTC(context.year, 0, 1) + random.int(0, 364) * DAY;
  // Kept in the seeded year (the same draws either way), so a year's data set fills exactly one compliance period.
  const discharge = Math.min(loading + random.int(mode.transitDays[0], mode.transitDays[1]) * DAY, Date.UTC(context.year, 11, 31));
  // The site where the movement counts (discharge of an inbound, loading of an outbound) decides whether it falls into the closing month.
  const closing = new Date(direction === 'inbound' ? discharge : loading).getUTCMonth() === 11 ? context.closingMonth : undefined;
  // Mapped rather than drawn again, so the movements after this one keep their draws.
  const product = closing ? closing.products[context.products.indexOf(drawn) % closing.products.length] : drawn;
  const loadingSite = random.pick(closing && direction === 'outbound' ? closing.sites : context.locations);
  const dischargeSite = random.pick(closing && direction === 'inbound' ? closing.sites : context.locations);
  const status = random.pick(STATUSES);
  const recipient = random.pick(context.partners);
  const bio = GROUPS[product.group].bio;
  const row: Row = {
    number,
    inboundType: random.pick(['purchase', 'purchase', 'transfer', 'import', 'production']),
    outboundType: random.pick(['sale', 'sale', 'transfer', 'export']),
    bioContent: product.bioContent,
    ...quantities(random, product, random.float(mode.litres[0], mode.litres[1])),
    loadingDate: isoDate(loading),
    dischargeDate: isoDate(discharge),
    importDate: isoDate(discharge + random.int(1, 3) * DAY),
    movementStatus: status,
    movementStatusDescription: STATUS_DESCRIPTIONS[status],
    manualEntry: random.chance(0.05) ? 1 : 0,
    massBalanceMonth: isoDate(discharge).slice(0, 7),
    movementType: direction === 'inbound' ? 'receipt' : 'delivery',
    supplierPartner: random.pick(context.partners).number,
    recipientPartner: recipient.number,
    destinationCountry: recipient.country.toUpperCase(),
    loadingSite: loadingSite.number,
    loadingPlant: loadingSite.plant,
    dischargeSite: dischargeSite.number,
    dischargePlant: dischargeSite.plant,
    modeOfTransportation: mode.mode,
    product: product.number,
    productGroup: product.group,
    incoterm: random.pick(INCOTERMS),
    contractNumber: `K-${context.year}-${random.digits(5)}`,
    vehicleName:
      mode.mode === 'ship' || mode.mode === 'barge'
        ? `MT ${random.pick(['Rhenus', 'Hansa', 'Nordic', 'Elbe', 'Amstel'])} ${random.int(1, 40)}`
        : `${random.pick(['HH', 'DU', 'MA', 'KA'])}-${random.pick(['AB', 'KX', 'TL'])} ${random.int(100, 9999)}`,
    comment: random.chance(0.05) ? 'Nachmessung am Tanklager' : null,
    cancelled: random.chance(0.01) ? 1 : 0,
    tankNumber: `T${random.int(1, 48)}`,
    exciseDutyGroup: bio ? 'E-BIO' : 'E-MIN',
    erpContractNumber: `46${random.digits(8)}`,
    bookingDate: isoDate(discharge),
    documentDate: isoDate(loading),
    nominationKey: `NOM-${random.digits(6)}`,
    billOfLadingNumber: `BL-${random.digits(8)}`,
    erpMovementType: direction === 'inbound' ? '101' : '601',
    documentNumber: random.digits(10),
    documentLineNumber: String(random.int(1, 20) * 10),
    transferNumber: `TR-${random.digits(8)}`,
    tradeId: `TRD-${random.digits(7)}`,
    shipmentNumber: `SH-${random.digits(8)}`,
    deliveryNoteNumber: `LS-${random.digits(8)}`,
    proofOfSustainabilityNumber: bio ? `PoS-${recipient.country.toUpperCase()}-${context.year}-${random.digits(6)}` : null,
  };
  // Fuel leaving a Canadian facility is mostly used in Canada (CFR credits); the rest goes abroad. Drawn last, so
  // the draws above stay those of earlier data sets.
  if (direction === 'outbound' && loadingSite.country === 'CA' && random.chance(CANADIAN_USE)) row.destinationCountry = 'CA';
  return row;
}
