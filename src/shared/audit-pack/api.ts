/** The audit pack: everything an auditor asks for of up to three months, as one ZIP (src/server/audit-pack/). */

/** Months a pack covers at most: ISCC audits check three successive months. */
export const AUDIT_PACK_MAX_MONTHS = 3;

export interface AuditPackQuery {
  /** First and last month, YYYY-MM. */
  from: string;
  to: string;
  /** One site, or every site when left out. */
  site?: string;
  language: 'de' | 'en';
  /** `include`: the user confirmed a pack with balances that are not completed. */
  incomplete?: 'include';
}

/** Under /api/v1: the period in the path, the rest in the query. */
export function auditPackPath(query: AuditPackQuery): string {
  const params = new URLSearchParams({ language: query.language });
  if (query.site) params.set('site', query.site);
  if (query.incomplete) params.set('incomplete', query.incomplete);
  return `/audit-pack/${encodeURIComponent(query.from)}/${encodeURIComponent(query.to)}?${params}`;
}

/** The ZIP's name, e.g. `audit-pack_TENANT1_2025-10_2025-12_LOC-0005.zip`. */
export const auditPackFileName = (tenant: string, query: AuditPackQuery) =>
  `audit-pack_${tenant}_${query.from}_${query.to}${query.site ? `_${query.site}` : ''}.zip`;
