import { Random, round } from './prng';
import type { Row } from './fit-row';

/** A seeded balance as the figures and measurements are generated for it. */
export interface SeedBalance {
  site: string;
  product: string;
  unit: string;
  dateFrom: string;
  dateTo: string;
  /** The inputs of the period in the balance's unit: the scale of the plant's daily figures. */
  inputQuantity: number;
  closingStock: number;
}

const TANKS = ['T1', 'T2'];

function daysOf(dateFrom: string, dateTo: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${dateFrom}T00:00:00Z`); day.toISOString().slice(0, 10) <= dateTo; day.setUTCDate(day.getUTCDate() + 1)) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/**
 * The plant historian's daily figures of a balance's period (raw PHD): some tenth of the period's
 * inputs goes into production per month and slightly more comes out, so production adds to the stock.
 */
export function seedProductionFigures(tenant: string, balance: SeedBalance): Row[] {
  const random = new Random(tenant, 'production-figures', balance.site, balance.product, balance.dateFrom);
  const days = daysOf(balance.dateFrom, balance.dateTo);
  const daily = Math.max(balance.inputQuantity, 10_000) / 10 / days.length;
  return days.map((productionDate) => {
    const quantityIn = round(daily * random.float(0.8, 1.2), 3);
    return {
      id: `PF-${balance.site}-${balance.product}-${productionDate}`,
      site: balance.site,
      product: balance.product,
      productionDate,
      unit: balance.unit,
      quantityIn,
      quantityOut: round(quantityIn * random.float(1.02, 1.08), 3),
    };
  });
}

/**
 * Tank measurements of a balance's period (raw stock): per tank one in the middle and one on the last
 * day; the last ones add up to the closing stock off by up to half a percent (what a dip or a gauge shows).
 */
export function seedStockMeasurements(tenant: string, balance: SeedBalance): Row[] {
  const random = new Random(tenant, 'stock-measurements', balance.site, balance.product, balance.dateFrom);
  const measured = Math.max(0, balance.closingStock * random.float(0.995, 1.005));
  const middle = `${balance.dateFrom.slice(0, 8)}15`;
  const shares = TANKS.map(() => random.float(0.3, 0.7));
  const sum = shares.reduce((total, share) => total + share, 0);
  return TANKS.flatMap((tankNumber, index) => {
    const quantity = round((measured * shares[index]) / sum, 3);
    const row = (measurementDate: string, value: number) => ({
      id: `SM-${balance.site}-${balance.product}-${tankNumber}-${measurementDate}`,
      site: balance.site,
      product: balance.product,
      tankNumber,
      measurementDate,
      unit: balance.unit,
      quantity: value,
    });
    return [row(middle, round(quantity * random.float(0.6, 1.4), 3)), row(balance.dateTo, quantity)];
  });
}
