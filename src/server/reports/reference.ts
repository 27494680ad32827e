import cfr from '../../../reference/cfr.json';
import type { Db } from '../db/db';

/** The kinds of CFR constants in reference/cfr.json (Schedule 1 ciReference, 6 ciDefault, 2 energyDensity). */
export type ReferenceKind = 'ciReference' | 'ciDefault' | 'energyDensity';
export const REFERENCE_KINDS: ReferenceKind[] = ['ciReference', 'ciDefault', 'energyDensity'];

export interface ReferenceEntry {
  key: string;
  validFrom: number;
  value: number;
}

export const CFR_REFERENCE: Record<ReferenceKind, ReferenceEntry[]> = cfr;

/** The value of a kind and key in a compliance year: the entry with the latest validFrom ≤ year (undefined before the first). */
export function referenceValue(kind: ReferenceKind, key: string, year: number): number | undefined {
  return CFR_REFERENCE[kind].filter((entry) => entry.key === key && entry.validFrom <= year).sort((a, b) => b.validFrom - a.validFrom)[0]?.value;
}

/**
 * Replaces cfr_reference with the file's entries (after the migrations, on every start), so an edited file
 * counts from the next start. One transaction: a report never sees the table half filled.
 */
export async function loadReference(db: Db): Promise<void> {
  const rows = REFERENCE_KINDS.flatMap((kind) => CFR_REFERENCE[kind].map((entry) => ({ kind, ...entry })));
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM cfr_reference');
    await tx.query(
      `INSERT INTO cfr_reference (kind, key, valid_from, value)
       SELECT r->>'kind', r->>'key', (r->>'validFrom')::integer, (r->>'value')::numeric FROM jsonb_array_elements($1::jsonb) AS r`,
      [JSON.stringify(rows)],
    );
  });
}
