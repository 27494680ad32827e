import { ISSUER_FIELDS, type TenantIssuer } from '../../shared/pos/api';
import type { Queryable } from '../db/db';

/** The issuer a tenant's PoS documents name; the company name is the tenant's display name until one is kept. */
export async function readIssuer(db: Queryable, tenant: string): Promise<TenantIssuer> {
  const { rows } = await db.query<{ issuer: TenantIssuer; display_name: string }>('SELECT issuer, display_name FROM tenants WHERE name = $1', [tenant]);
  const row = rows[0];
  if (!row) return {};
  return { companyName: row.display_name, ...row.issuer };
}

/** Keeps the issuer of a tenant: the fields given replace theirs, an empty text removes one. Answers the issuer as kept. */
export async function writeIssuer(db: Queryable, tenant: string, changes: TenantIssuer): Promise<TenantIssuer> {
  const kept = Object.fromEntries(
    Object.entries(changes)
      .filter(([field, value]) => field in ISSUER_FIELDS && value?.trim())
      .map(([field, value]) => [field, value!.trim()]),
  );
  const removed = Object.keys(changes).filter((field) => field in ISSUER_FIELDS && !changes[field as keyof TenantIssuer]?.trim());
  await db.query('UPDATE tenants SET issuer = (issuer - $2::text[]) || $3::jsonb WHERE name = $1', [tenant, removed, JSON.stringify(kept)]);
  return readIssuer(db, tenant);
}
