import type { Queryable } from '../db/db';
import { packBalancesSql, packParams, type PackPeriod } from './pack-period';

export interface PackDocument {
  proof: string;
  id: string;
  file_name: string;
}

/**
 * The stored documents of the proofs a pack's balances involve: those allocated to their inputs and those their
 * outputs issued (the proofs of its sheets), by proof, oldest first.
 */
export async function packDocuments(db: Queryable, tenant: string, period: PackPeriod, site: string | undefined): Promise<PackDocument[]> {
  const { rows } = await db.query<PackDocument>(
    `SELECT d.proof, d.id::text AS id, d.file_name FROM proof_documents d
      WHERE d.tenant = $1 AND d.proof IN (
        SELECT CASE WHEN a.direction = 'output' THEN coalesce(a."issuedProof", a.proof) ELSE a.proof END
          FROM e_mass_balance_allocations a JOIN e_mass_balances b ON b.tenant = a.tenant AND b."identifierValue" = a."massBalance"
         WHERE a.tenant = $1 AND ${packBalancesSql('b')})
      ORDER BY d.proof, d.created_at, d.id`,
    packParams(tenant, period, site),
  );
  return rows;
}
