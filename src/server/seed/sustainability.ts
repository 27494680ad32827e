import type { Row } from './fit-row';
import { ciDefault, FEEDSTOCK, GROUPS } from './fuels';
import type { ProductFacts } from './master-data';
import { Random, round } from './prng';

const CERTIFICATION_SYSTEMS = [
  { code: 'isccEu', prefix: 'EU-ISCC-Cert' },
  { code: 'isccEu', prefix: 'EU-ISCC-Cert' },
  { code: 'isccPlus', prefix: 'ISCC-PLUS-Cert' },
  { code: 'redcertEu', prefix: 'REDcert-EU' },
];

/** A random CI for `feedstock` within its pathway range, 2 decimals, always inside 20–80 gCO2e/MJ. */
export function pathwayCi(random: Random, feedstock: string): number {
  const [low, high] = FEEDSTOCK[feedstock].ci;
  return round(random.float(low, high), 2);
}

/** The proof a split proof was split from: its original (first of the chain) and its previous one. */
export interface ProofOrigin {
  original: string;
  previous: string;
}

/**
 * A proof of sustainability for a bio product; "EU-ISCC-Cert-DE100-12345678" = scheme, country and
 * body number, certificate serial. Volumes in L15 (kg for vegetable oil, the unit of its product).
 */
export function buildSustainabilityData(random: Random, year: number, products: ProductFacts[], number: string, origin: ProofOrigin | null): Row {
  const bioProducts = products.filter((product) => product.feedstock);
  const product = random.pick(bioProducts);
  const feedstock = product.feedstock!;
  const kilograms = product.group === 'pflanzenoel';
  const litres = round(random.float(25_000, 2_500_000), 0);
  const volume = kilograms ? round(litres * GROUPS.pflanzenoel.density, 0) : litres;
  const estimated = pathwayCi(random, feedstock);
  const system = random.pick(CERTIFICATION_SYSTEMS);
  // The vegetable oil a fuel was made from; none for the oil itself.
  const rawMaterialProduct = products.find((candidate) => candidate.group === 'pflanzenoel' && candidate.feedstock === feedstock && candidate !== product);
  return {
    number,
    certificateNumber: `${system.prefix}-${random.pick(['DE', 'NL', 'BE', 'AT', 'PL'])}${random.int(100, 299)}-${random.digits(8)}`,
    product: product.number,
    productGroup: product.group,
    deliveryDate: new Date(Date.UTC(year, 0, 1 + random.int(0, 364))).toISOString().slice(0, 10),
    unitOfMeasurement: kilograms ? 'Kg' : 'L15°',
    volume,
    // Nothing is allocated from a new proof yet; mass balances derive what remains.
    remainingVolume: volume,
    direction: 'incoming',
    originalSustainabilityDataId: origin?.original ?? null,
    previousSustainabilityDataId: origin?.previous ?? null,
    rawMaterialProduct: rawMaterialProduct?.number ?? null,
    rawMaterial: feedstock,
    originCountry: random.pick(FEEDSTOCK[feedstock].origins).toUpperCase(),
    carbonIntensityEstimated: estimated,
    carbonIntensityApproved: random.chance(0.7) ? round(estimated + random.float(-2, 2), 2) : null,
    certificationSystem: system.code,
    biomassType: FEEDSTOCK[feedstock].waste ? 'waste or residue' : 'crop-based',
    biomassCode: feedstock,
    forecastValue: round(volume * random.float(0.9, 1.1), 0),
  };
}

/** A site's CI for turning feedstock into a bio fuel: an approved pathway CI (with its identifier) or the Schedule 6 default. */
export function buildCiConfiguration(
  random: Random,
  year: number,
  id: string,
  site: string,
  output: ProductFacts,
  input: ProductFacts | undefined,
  earning: boolean,
): Row {
  const feedstock = output.feedstock!;
  const approved = earning || random.chance(0.85);
  return {
    id,
    siteCarbonIntensityId: `SCI-${id}`,
    site,
    inputProduct: input?.number ?? null,
    outputProduct: output.number,
    cfrCarbonIntensityId: approved ? `CI-${random.digits(5)}-${random.int(1, 9)}` : `DEFAULT-${year}`,
    idType: approved ? 'approved' : 'default',
    value: approved ? pathwayCi(random, feedstock) : ciDefault(year),
    validFrom: `${year}-01-01`,
    eligible: earning || FEEDSTOCK[feedstock].waste || random.chance(0.8),
    feedstockId: feedstock,
  };
}
