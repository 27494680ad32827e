/** One balance's coordinates: the site, the product (and its product group) and the period. */
export interface BalanceScope {
  site: string;
  product: string;
  productGroup: string;
  /** First and last day of the period (one calendar month here). */
  dateFrom: string;
  dateTo: string;
}

/** Scenario A: auto assign of 10,000 inputs and 10,000 proofs. */
export const AUTO_ASSIGN_SCOPE: BalanceScope = {
  site: 'BENCH-A',
  product: 'BENCH-HVO',
  productGroup: 'hvo',
  dateFrom: '2025-01-01',
  dateTo: '2025-01-31',
};

/** Scenario B: the figures of a balance over 100,000 movements. */
export const FIGURES_SCOPE: BalanceScope = {
  site: 'BENCH-B',
  product: 'BENCH-FAME',
  productGroup: 'biodiesel',
  dateFrom: '2025-01-01',
  dateTo: '2025-01-31',
};

const DAY = 86_400_000;

/** The `index`-th of `count` dates spread evenly over [from, to]. */
export function spreadDate(from: string, to: string, index: number, count: number): string {
  const start = Date.parse(from);
  const days = Math.round((Date.parse(to) - start) / DAY) + 1;
  return new Date(start + Math.floor((index * days) / count) * DAY).toISOString().slice(0, 10);
}

/** A day just after the period: movements there belong to no balance of the bench. */
export function dayAfter(date: string): string {
  return new Date(Date.parse(date) + DAY).toISOString().slice(0, 10);
}

export const padded = (index: number) => String(index + 1).padStart(6, '0');
