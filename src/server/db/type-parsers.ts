/** PostgreSQL type oids whose default JS form differs between PGlite and node-postgres. */
const DATE = 1082;
const NUMERIC = 1700;
const INT8 = 20;

/**
 * Result parsers shared by both adapters, so records look the same on either engine: dates stay
 * 'YYYY-MM-DD' (no time-zone shift through Date), numeric and bigint become numbers (the registry's
 * quantities and versions; values beyond 2^53 are not expected).
 */
export const TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  [DATE]: (value) => value,
  [NUMERIC]: Number,
  [INT8]: Number,
};
