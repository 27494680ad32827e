/**
 * The version of each record of a versioned table in effect on day `day`, an SQL date expression bound by
 * the caller (the tenant's business day, time/tenant-day.ts): the latest validFrom on or before it; when
 * none has started yet, the earliest one. `where` picks the rows, the tenant first (the (tenant, key,
 * validFrom) index answers). Lists, reports and mass balances choose versions with it and nothing else.
 */
export function activeVersionsSql(table: string, key: string, where: string, day: string): string {
  return `(SELECT DISTINCT ON (${key}) * FROM ${table} WHERE ${where}
    ORDER BY ${key}, ("validFrom" <= ${day}) DESC, CASE WHEN "validFrom" <= ${day} THEN "validFrom" END DESC NULLS LAST, "validFrom" ASC, "version" DESC)`;
}
