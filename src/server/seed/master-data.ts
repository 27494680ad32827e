import { FIRST_NAMES, LANGUAGE_OF_COUNTRY, LAST_NAMES, LEGAL_FORMS, NAME_STEMS, NAME_TRADES, STREETS } from './companies';
import type { Row } from './fit-row';
import { FEEDSTOCK, GROUPS, PRODUCTS, type ProductGroup } from './fuels';
import { CANADIAN_SITES, COUNTRY_NAMES, EUROPEAN_SITES, PARTNER_CITIES, PARTNER_COUNTRIES, PROVINCES } from './places';
import { Random, round } from './prng';

/** Master data valid from the start of the seeded year. */
export const VALID_FROM = '2025-01-01';

const CFR_ACCOUNT_TYPES = ['primarySupplier', 'registeredCreator', 'foreignSupplier', 'voluntaryCreator'];

export function buildPartners(random: Random, count: number): Row[] {
  return Array.from({ length: count }, (_, index) => {
    const country = PARTNER_COUNTRIES[index % PARTNER_COUNTRIES.length];
    const place = random.pick(PARTNER_CITIES[country]);
    const name = `${random.pick(NAME_STEMS)} ${random.pick(NAME_TRADES)} ${LEGAL_FORMS[country]}`;
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const domain = `${name
      .split(' ')[0]
      .toLowerCase()
      .replace(/[^a-z]/g, '')}-${index + 1}.example`;
    const hasCfrAccount = random.chance(0.4);
    return {
      number: String(100_001 + index),
      name,
      street: random.pick(STREETS),
      houseNumber: String(random.int(1, 180)),
      postalCode: place.postalCode,
      city: place.city,
      country,
      version: 1,
      validFrom: VALID_FROM,
      cfrAccountNumber: hasCfrAccount ? `CATS-${random.digits(7)}` : null,
      cfrAccountType: hasCfrAccount ? random.pick(CFR_ACCOUNT_TYPES) : null,
      defaultLanguageCode: LANGUAGE_OF_COUNTRY[country] ?? 'en',
      contactName: `${first} ${last}`,
      phoneNumber: `+${random.int(30, 49)} ${random.int(10, 99)} ${random.digits(7)}`,
      email: `${first.toLowerCase()}.${index + 1}@${domain}`,
      comments: random.chance(0.2) ? 'Rahmenvertrag bis Jahresende' : null,
    };
  });
}

/**
 * Locations: CFR facilities in Canadian provinces (even numbers) and European terminals (odd). Every third
 * Canadian location that produces is a third-party facility (toll processing: the off-site reports).
 */
export function buildLocations(random: Random, count: number): Row[] {
  return Array.from({ length: count }, (_, index) => {
    const canadian = index % 2 === 0;
    const site = canadian ? CANADIAN_SITES[(index / 2) % CANADIAN_SITES.length] : EUROPEAN_SITES[((index - 1) / 2) % EUROPEAN_SITES.length];
    const kind = random.pick(['Terminal', 'Raffinerie', 'Biodiesel Plant', 'Tanklager', 'Ethanol Plant']);
    const refinery = kind === 'Raffinerie';
    const production = refinery || kind.endsWith('Plant');
    return {
      number: `LOC-${String(index + 1).padStart(4, '0')}`,
      name: `${site.city} ${kind} ${index + 1}`,
      addressLine1: `${random.pick(STREETS)} ${random.int(1, 120)}`,
      addressLine2: `${site.postalCode} ${site.city}`,
      addressLine3: canadian ? PROVINCES[(site as (typeof CANADIAN_SITES)[number]).province] : null,
      addressLine4: null,
      country: canadian ? 'CA' : (site as (typeof EUROPEAN_SITES)[number]).country.toUpperCase(),
      province: canadian ? `CA-${(site as (typeof CANADIAN_SITES)[number]).province}` : null,
      // A few kilometres around the hub; 5 decimals as the Schedule 12 report asks.
      latitude: round(site.latitude + random.float(-0.05, 0.05), 5),
      longitude: round(site.longitude + random.float(-0.05, 0.05), 5),
      version: 1,
      validFrom: VALID_FROM,
      refinery,
      productionSite: production,
      thirdPartyFacility: production && canadian && index % 6 === 0,
      loadingSite: !production || random.chance(0.5),
    };
  });
}

export interface ProductFacts {
  number: string;
  group: ProductGroup;
  bioContent: number;
  feedstock?: string;
}

export function productFacts(): ProductFacts[] {
  return PRODUCTS.map((product, index) => ({ number: `MAT-${1001 + index}`, ...product }));
}

export function buildProducts(random: Random, products: ProductFacts[]): Row[] {
  return products.map((product, index) => {
    const facts = GROUPS[product.group];
    return {
      number: product.number,
      name: PRODUCTS[index].name,
      version: 1,
      validFrom: VALID_FROM,
      description: `${PRODUCTS[index].name}, ${facts.density.toFixed(3)} kg/L at 15 °C`,
      productGroup: product.group,
      productType: product.bioContent === 100 ? 'bio' : product.bioContent > 0 ? 'blend' : 'fossil',
      status: random.chance(0.93) ? 'aktiv' : 'inaktiv',
      comment: null,
      bioContent: product.bioContent,
      materialType: product.group === 'pflanzenoel' ? 'feedstock' : 'fuel',
      unitOfMeasurement: product.group === 'pflanzenoel' ? 'Kg' : 'L15°',
      energyDensity: facts.energyDensity,
      fuelReplacement: facts.replacement,
    };
  });
}

export function buildFeedstock(): Row[] {
  return Object.entries(FEEDSTOCK).map(([id, feedstock]) => ({
    id,
    name: feedstock.name,
    feedstockClass: feedstock.waste ? 'waste or residue' : 'crop-based',
  }));
}

export function buildCountryCodes(): Row[] {
  return Object.entries(COUNTRY_NAMES).map(([code, country]) => ({
    id: code.toUpperCase(),
    name: country.en,
    alpha3Code: country.alpha3,
    euMember: country.eu,
  }));
}

export function buildProvinceCodes(): Row[] {
  return Object.entries(PROVINCES).map(([code, name]) => ({ id: `CA-${code}`, name, country: 'CA' }));
}
