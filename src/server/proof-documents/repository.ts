import type { PosLanguage } from '../../shared/pos/api';
import type { ProofDocument } from '../../shared/proof-documents/api';
import { documentFileName } from '../../shared/proof-documents/document-name';
import type { EntitySchema } from '../../shared/registry';
import type { Queryable } from '../db/db';
import type { Page } from '../lists/page-params';
import { quoteIdent, tableName } from '../resources/sql-names';
import { documentErrors } from './document-errors';
import type { CheckedDocument } from './upload';

interface DocumentRow {
  id: string;
  file_name: string;
  content_type: ProofDocument['contentType'];
  size: number;
  sha256: string;
  created_at: Date | string;
  created_by: string;
  pos_language: PosLanguage | null;
  superseded_at: Date | string | null;
}

/** A document as the API answers it (without its bytes); a name stored before its ending followed the type gets it here. */
export function toDocument(row: DocumentRow): ProofDocument {
  return {
    id: row.id,
    fileName: documentFileName(row.file_name, row.content_type),
    contentType: row.content_type,
    size: Number(row.size),
    sha256: row.sha256,
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by,
    ...(row.pos_language ? { posLanguage: row.pos_language } : {}),
    ...(row.superseded_at ? { supersededAt: new Date(row.superseded_at).toISOString() } : {}),
  };
}

const COLUMNS = 'id, file_name, content_type, size, sha256, created_at, created_by, pos_language, superseded_at';

const BY_ID = 'tenant = $1 AND proof = $2 AND id = $3';

/** One page of a proof's documents, oldest first, and how many it has. */
export async function listDocuments(db: Queryable, tenant: string, proof: string, page: Page): Promise<{ rows: ProofDocument[]; total: number }> {
  const [{ rows }, total] = await Promise.all([
    db.query<DocumentRow>(`SELECT ${COLUMNS} FROM proof_documents WHERE tenant = $1 AND proof = $2 ORDER BY created_at, id LIMIT $3 OFFSET $4`, [
      tenant,
      proof,
      page.limit,
      page.offset,
    ]),
    countDocuments(db, tenant, proof),
  ]);
  return { rows: rows.map(toDocument), total };
}

/**
 * Refuses (409 PROOF_HAS_DOCUMENTS) to remove proofs that have documents: evidence is removed deliberately,
 * one by one. The proofs are locked first, so an attach still running either committed before the count
 * or waits and then finds its proof gone.
 */
export async function assertWithoutDocuments(db: Queryable, proofs: EntitySchema, tenant: string, keys: string[]): Promise<void> {
  if (!keys.length) return;
  await db.query(`SELECT 1 FROM ${tableName(proofs['x-resource'])} WHERE tenant = $1 AND ${quoteIdent(proofs, proofs['x-key'])} = ANY($2::text[]) FOR UPDATE`, [
    tenant,
    keys,
  ]);
  const { rows } = await db.query<{ proof: string; total: number }>(
    'SELECT proof, count(*)::int AS total FROM proof_documents WHERE tenant = $1 AND proof = ANY($2::text[]) GROUP BY proof ORDER BY proof LIMIT 1',
    [tenant, keys],
  );
  if (rows.length) throw documentErrors.proofHasDocuments(Number(rows[0].total), rows[0].proof);
}

export async function countDocuments(db: Queryable, tenant: string, proof: string): Promise<number> {
  const { rows } = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM proof_documents WHERE tenant = $1 AND proof = $2', [tenant, proof]);
  return Number(rows[0].total);
}

/** Stores a document; `posLanguage` marks a PoS the portal issued (in that language). */
export async function insertDocument(
  db: Queryable,
  context: { tenant: string; user: string; proof: string; id: string; posLanguage?: PosLanguage },
  document: CheckedDocument,
): Promise<ProofDocument> {
  const { rows } = await db.query<DocumentRow>(
    `INSERT INTO proof_documents (tenant, id, proof, file_name, content_type, size, sha256, content, created_by, pos_language)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
    [
      context.tenant,
      context.id,
      context.proof,
      document.fileName,
      document.contentType,
      document.content.length,
      document.sha256,
      document.content,
      context.user,
      context.posLanguage ?? null,
    ],
  );
  return toDocument(rows[0]);
}

export interface DocumentContent {
  document: ProofDocument;
  content: Buffer;
}

/** A document with its bytes, or undefined. */
export async function findDocumentContent(db: Queryable, tenant: string, proof: string, id: string): Promise<DocumentContent | undefined> {
  return withContent(
    await db.query<DocumentRow & { content: Uint8Array }>(`SELECT ${COLUMNS}, content FROM proof_documents WHERE ${BY_ID}`, [tenant, proof, id]),
  );
}

/** The PoS of the proof in `language` that no reissue superseded, with its bytes, or undefined. */
export async function findCurrentPos(db: Queryable, tenant: string, proof: string, language: PosLanguage): Promise<DocumentContent | undefined> {
  return withContent(
    await db.query<DocumentRow & { content: Uint8Array }>(
      `SELECT ${COLUMNS}, content FROM proof_documents WHERE tenant = $1 AND proof = $2 AND pos_language = $3 AND superseded_at IS NULL`,
      [tenant, proof, language],
    ),
  );
}

/** Marks the proof's PoS in `language` superseded (a reissue follows); answers it as it is then, or undefined when there was none. */
export async function supersedePos(db: Queryable, tenant: string, proof: string, language: PosLanguage): Promise<ProofDocument | undefined> {
  const { rows } = await db.query<DocumentRow>(
    `UPDATE proof_documents SET superseded_at = now() WHERE tenant = $1 AND proof = $2 AND pos_language = $3 AND superseded_at IS NULL RETURNING ${COLUMNS}`,
    [tenant, proof, language],
  );
  return rows[0] && toDocument(rows[0]);
}

function withContent({ rows }: { rows: (DocumentRow & { content: Uint8Array })[] }): DocumentContent | undefined {
  const row = rows[0];
  // node-postgres gives a Buffer, PGlite a Uint8Array.
  return row && { document: toDocument(row), content: Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength) };
}

/** Removes one document; answers it as it was, or undefined when there was none. */
export async function deleteDocument(db: Queryable, tenant: string, proof: string, id: string): Promise<ProofDocument | undefined> {
  const { rows } = await db.query<DocumentRow>(`DELETE FROM proof_documents WHERE ${BY_ID} RETURNING ${COLUMNS}`, [tenant, proof, id]);
  return rows[0] && toDocument(rows[0]);
}

/** The documents follow their proof when its number changes. */
export async function moveDocuments(db: Queryable, tenant: string, proof: string, newProof: string): Promise<void> {
  await db.query('UPDATE proof_documents SET proof = $3 WHERE tenant = $1 AND proof = $2', [tenant, proof, newProof]);
}

/**
 * Marks the proof as changed by `user` (a seed re-run keeps what a user touched) and locks its row until the
 * transaction ends, so it cannot be deleted or renumbered under a document being written. False: no such proof.
 */
export async function touchProof(db: Queryable, proofs: EntitySchema, tenant: string, user: string, proof: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE ${tableName(proofs['x-resource'])} SET updated_at = now(), updated_by = $3 WHERE tenant = $1 AND ${quoteIdent(proofs, proofs['x-key'])} = $2 RETURNING 1`,
    [tenant, proof, user],
  );
  return rows.length > 0;
}
