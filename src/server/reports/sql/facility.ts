import { FACILITY, LOCATIONS } from '../master-sql';

/**
 * The tenant's facilities of a kind, optionally the one site of the filter ($4): number, name, GPS and the
 * address lines joined, as the Schedule 12 report names a facility. A small set the movements are matched against.
 */
export const facilities = (kind: keyof typeof FACILITY) => `SELECT l.number, l.name, l.latitude, l.longitude,
    nullif(concat_ws(', ', nullif(l."addressLine1", ''), nullif(l."addressLine2", ''), nullif(l."addressLine3", ''), nullif(l."addressLine4", '')), '') AS address
  FROM ${LOCATIONS} l WHERE ${FACILITY[kind]} AND ($4::text IS NULL OR l.number = $4)`;

/** The facilities' count for the empty reason "noFacilities" (ReportSql.facilities), regardless of the site filter. */
export const facilityCount = (kind: keyof typeof FACILITY) => `SELECT count(*) FROM ${LOCATIONS} l WHERE ${FACILITY[kind]}`;
