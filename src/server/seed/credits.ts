import type { Row } from './fit-row';
import { credits, GROUPS } from './fuels';
import type { ProductFacts } from './master-data';
import { DAY, isoDate, Random, round } from './prng';

export interface CreditContext {
  year: number;
  /** Partners with a CATS account. */
  partners: string[];
  /** CI configurations the credits were created with. */
  configurations: { id: string; value: number; product: ProductFacts }[];
}

/** Trades between accounts; the creations are booked from the credit generation report (cats-creations.ts). */
const TRANSACTION_TYPES = ['transfer', 'transfer', 'cancellation'];
/** History entries per credit: proposed, then completed. */
export const HISTORY_PER_CREDIT = 2;

/**
 * One CATS transaction: a volume (m³) of low-CI fuel supplied in the compliance year and the credits it
 * earns by s.94(2), rounded to whole tCO2e as CATS books them. Liquid class, compliance category 2.
 */
export function buildCredit(random: Random, context: CreditContext, id: string): Row {
  const configuration = random.pick(context.configurations);
  const cubicMetres = round(random.float(50, 5_000), 3);
  const energyDensity = GROUPS[configuration.product.group].energyDensity;
  const completion = Date.UTC(context.year, 0, 1) + random.int(0, 364) * DAY;
  return {
    id,
    compliancePeriod: context.year,
    compliancePeriodHalf: context.year === 2023 ? (new Date(completion).getUTCMonth() < 6 ? 1 : 2) : null,
    creditClass: 'liquid',
    category: 2,
    sourcePartner: random.pick(context.partners),
    destinationPartner: random.pick(context.partners),
    transactionType: random.pick(TRANSACTION_TYPES),
    completionDate: isoDate(completion),
    transactionId: `TX-${context.year}-${random.digits(9)}`,
    quantityTco2e: Math.max(0, Math.round(credits(context.year, configuration.value, cubicMetres, energyDensity))),
    complianceCreditPrice: round(random.float(140, 320), 2),
    correspondingVolumeLowCiFuel: cubicMetres,
    importDate: isoDate(completion + random.int(1, 10) * DAY),
  };
}

/** The history of a credit: proposed a few days before completion, then completed, both restating it. */
export function buildCreditHistory(credit: Row, id: string, step: number): Row {
  const completion = Date.parse(String(credit.completionDate));
  return {
    ...credit,
    id,
    creditId: credit.id,
    status: step === 0 ? 'proposed' : 'completed',
    historyDate: isoDate(step === 0 ? completion - 3 * DAY : completion),
  };
}
