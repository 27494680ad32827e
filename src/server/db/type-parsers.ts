/** PostgreSQL type oids whose default JS form differs between PGlite and node-postgres. */
const DATE = 1082;
const NUMERIC = 1700;
const INT8 = 20;
const TIMESTAMPTZ = 1184;

// The ISO output of timestamptz: '2024-01-31 10:00:00.123456+01', offsets to seconds, ' BC' for years before 1.
const TIMESTAMPTZ_TEXT = /^(\d{4,})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(\.\d+)?([+-])(\d\d)(?::(\d\d))?(?::(\d\d))?( BC)?$/;

/**
 * A timestamptz as a Date, for every year: the drivers' own parsers read years below 100 as 19xx/20xx
 * (0001-01-01 came back as 2001-01-01).
 */
function parseTimestamptz(text: string): Date | string {
  const match = TIMESTAMPTZ_TEXT.exec(text);
  if (!match) return text === 'infinity' || text === '-infinity' ? text : new Date(text);
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  const milliseconds = Math.round(Number(match[7] ?? 0) * 1000);
  const sign = match[8] === '-' ? -1 : 1;
  const offsetSeconds = sign * (Number(match[9]) * 3600 + Number(match[10] ?? 0) * 60 + Number(match[11] ?? 0));
  const date = new Date(0);
  date.setUTCFullYear(match[12] ? 1 - year : year, month - 1, day);
  date.setUTCHours(hour, minute, second - offsetSeconds, milliseconds);
  return date;
}

/**
 * Result parsers shared by both adapters, so records look the same on either engine: dates stay
 * 'YYYY-MM-DD' (no time-zone shift through Date), numeric and bigint become numbers (the registry's
 * quantities and versions; values beyond 2^53 are not expected), timestamps Dates of any year.
 */
export const TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  [DATE]: (value) => value,
  [NUMERIC]: Number,
  [INT8]: Number,
  [TIMESTAMPTZ]: parseTimestamptz,
};
