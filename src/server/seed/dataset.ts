import type { Registry } from '../../shared/registry';
import { buildCollection } from './collections';
import { buildCredit, buildCreditHistory, HISTORY_PER_CREDIT, type CreditContext } from './credits';
import { rowFitter, type KeyPool, type Row } from './fit-row';
import { listPool, sequencePool } from './key-pools';
import { buildCountryCodes, buildFeedstock, buildLocations, buildPartners, buildProducts, buildProvinceCodes, productFacts } from './master-data';
import { buildMovement, type MovementContext } from './movements';
import { seedPlan } from './plan';
import { Random } from './prng';
import { buildCiConfiguration, buildSustainabilityData } from './sustainability';

export interface SeedOptions {
  /** Same seed and size give the same rows; the CLI and the API use the tenant name. */
  seed: string;
  size: number;
  /** The calendar year of the movements and the CFR compliance period. */
  year?: number;
}

/** One resource's rows, in insert order; `rows()` generates lazily so a million rows need no memory. */
export interface ResourceStream {
  resource: string;
  total: number;
  rows(): Iterable<Row>;
}

export const DEFAULT_YEAR = 2025;
/** Every fifth proof of sustainability is split off the one before it. */
const SPLIT_EVERY = 5;

const padded = (prefix: string, index: number) => prefix + String(index + 1).padStart(8, '0');

/**
 * The whole data set of one tenant as streams in dependency order (master data first). Only resources
 * the registry has are generated, and only the properties their schemas have are filled.
 */
export function seedStreams(registry: Registry, options: SeedOptions): ResourceStream[] {
  const { seed, size } = options;
  const year = options.year ?? DEFAULT_YEAR;
  const plan = seedPlan(size);
  const products = productFacts();
  const fuelsFromFeedstock = products.filter((product) => product.feedstock && product.group !== 'pflanzenoel');

  const partners = buildPartners(new Random(seed, 'partners'), plan.partners);
  const locations = buildLocations(new Random(seed, 'locations'), plan.locations);
  const ciRandom = new Random(seed, 'carbonintensityconfigurations');
  // Carbon intensity configurations belong to facilities: Canadian production sites (any Canadian site if none produces).
  const canadianSites = locations.filter((location) => location.country === 'CA');
  const canadianFacilities = canadianSites.filter((location) => location.productionSite);
  const ciSites = canadianFacilities.length > 0 ? canadianFacilities : canadianSites;
  // The closing month's trade: the company's own facilities (configured with an approved CI, so its bio deliveries earn credits) and one fuel of each bio group made there.
  const ownFacilities = ciSites.filter((site) => !site.thirdPartyFacility).slice(0, 2);
  const closingProducts = ['biodiesel', 'hvo', 'bioethanol'].map((group) => fuelsFromFeedstock.find((product) => product.group === group)!);
  const closingSites = ownFacilities.length ? ownFacilities : ciSites;
  // One configuration per facility and fuel made from feedstock, so most bio deliveries of a facility earn credits.
  const ciPairs = ciSites.flatMap((site) => fuelsFromFeedstock.map((output) => ({ site: String(site.number), output })));
  const ciOutputs = ciPairs.map((pair) => pair.output);
  const master: Record<string, Row[]> = {
    'country-codes': buildCountryCodes(),
    'province-codes': buildProvinceCodes(),
    feedstock: buildFeedstock(),
    partners,
    locations,
    products: buildProducts(new Random(seed, 'products'), products),
    carbonintensityconfigurations: ciPairs.map(({ site, output }, index) =>
      buildCiConfiguration(
        ciRandom,
        year,
        `CIC-${String(index + 1).padStart(5, '0')}`,
        site,
        output,
        products.find((candidate) => candidate.group === 'pflanzenoel' && candidate.feedstock === output.feedstock),
        closingSites.some((own) => String(own.number) === site) && closingProducts.includes(output),
      ),
    ),
  };

  const sequences = {
    sustainabilitydata: { prefix: `SD-${year}-`, count: plan.sustainabilityData },
    inbounds: { prefix: `IN-${year}-`, count: plan.inbounds },
    outbounds: { prefix: `OUT-${year}-`, count: plan.outbounds },
    catscredits: { prefix: `CR-${year}-`, count: plan.catsCredits },
    catscreditshistory: { prefix: `CRH-${year}-`, count: plan.catsCredits * HISTORY_PER_CREDIT },
    collections: { prefix: `COL-${year}-`, count: plan.collections },
  };
  const pools = new Map<string, KeyPool>();
  for (const [resource, rows] of Object.entries(master)) {
    const key = registry.get(resource)?.['x-key'];
    if (key) pools.set(resource, listPool(rows.map((row) => String(row[key]))));
  }
  for (const [resource, { prefix, count }] of Object.entries(sequences)) {
    if (registry.has(resource)) pools.set(resource, sequencePool(prefix, count));
  }

  const movementSites = locations.map((row) => ({ number: String(row.number), plant: `${row.number}-01`, country: String(row.country) }));
  const movementContext: MovementContext = {
    year,
    partners: partners.map((row) => ({ number: String(row.number), country: String(row.country) })),
    locations: movementSites,
    products,
    closingMonth: {
      sites: movementSites.filter((site) => closingSites.some((own) => own.number === site.number)),
      products: closingProducts,
    },
  };
  const cfrAccounts = partners.filter((row) => row.cfrAccountNumber).map((row) => String(row.number));
  const creditContext: CreditContext = {
    year,
    partners: cfrAccounts.length > 0 ? cfrAccounts : movementContext.partners.map((partner) => partner.number),
    configurations: master.carbonintensityconfigurations.map((row, index) => ({ id: String(row.id), value: Number(row.value), product: ciOutputs[index] })),
  };
  // Each credit has its own random stream, so its history entries can restate it exactly.
  const credit = (index: number) => buildCredit(new Random(seed, 'credit', index), creditContext, padded(sequences.catscredits.prefix, index));
  // Chains are two proofs long, so the proof split from is both the original and the previous one.
  const proofOrigin = (index: number) => {
    if (index % SPLIT_EVERY !== SPLIT_EVERY - 1) return null;
    const parent = padded(sequences.sustainabilitydata.prefix, index - 1);
    return { original: parent, previous: parent };
  };

  function* stream(resource: string, count: number, build: (index: number, key: string, random: Random) => Row): Iterable<Row> {
    const fit = rowFitter(registry.get(resource)!, pools);
    const random = new Random(seed, resource);
    const pool = pools.get(resource)!;
    for (let index = 0; index < count; index++) yield fit(build(index, pool.key(index), random), random);
  }
  const sequenceStream = (resource: keyof typeof sequences, build: (index: number, key: string, random: Random) => Row): ResourceStream => ({
    resource,
    total: sequences[resource].count,
    rows: () => stream(resource, sequences[resource].count, build),
  });

  const outbounds = sequenceStream('outbounds', (_, key, random) => buildMovement(random, movementContext, 'outbound', key));
  // Collection n is made from outbound n: the outbounds are generated again, lazily, as far as needed.
  const collections: ResourceStream = {
    resource: 'collections',
    total: sequences.collections.count,
    rows: () => {
      const delivered = outbounds.rows()[Symbol.iterator]();
      return stream('collections', sequences.collections.count, (_, key, random) =>
        buildCollection(random, delivered.next().value as Row, key, products, pools.get('sustainabilitydata')),
      );
    },
  };

  const streams: ResourceStream[] = [
    ...Object.entries(master).map(([resource, rows]) => ({ resource, total: rows.length, rows: () => stream(resource, rows.length, (index) => rows[index]) })),
    sequenceStream('sustainabilitydata', (index, key, random) => buildSustainabilityData(random, year, products, key, proofOrigin(index))),
    sequenceStream('inbounds', (_, key, random) => buildMovement(random, movementContext, 'inbound', key)),
    outbounds,
    sequenceStream('catscredits', (index) => credit(index)),
    sequenceStream('catscreditshistory', (index, key) => buildCreditHistory(credit(Math.floor(index / HISTORY_PER_CREDIT)), key, index % HISTORY_PER_CREDIT)),
    // Made from outbounds, so only where the registry has them.
    ...(registry.has('outbounds') ? [collections] : []),
  ];
  return streams.filter((entry) => registry.has(entry.resource));
}
