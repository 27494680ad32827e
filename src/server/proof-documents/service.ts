import { randomUUID } from 'node:crypto';
import type { ProofDocument } from '../../shared/proof-documents/api';
import type { EntitySchema } from '../../shared/registry';
import type { Db, Queryable } from '../db/db';
import { errors } from '../errors';
import type { Page } from '../lists/page-params';
import { writeAudit } from '../resources/audit';
import type { WriteContext } from '../resources/hooks';
import { keyExists } from '../resources/repository';
import { deleteDocument, findDocumentContent, insertDocument, listDocuments, touchProof } from './repository';
import type { CheckedDocument } from './upload';
import { isUuid } from '../../shared/uuid';

/** The audit log's name for attaching and removing documents (key: the proof's number). */
export const DOCUMENTS_AUDIT_ENTITY = 'sustainabilitydata-documents';

// Ids are uuids: anything else names no document (and must not reach the uuid column as a cast error).

/**
 * The documents of the proofs (sustainability data) of a tenant. Documents may be attached to outgoing
 * (locked) proofs too: the lock guards the proof's figures, and the PoS issued with a delivery belongs there.
 */
export class ProofDocumentService {
  constructor(
    private readonly db: Db,
    /** The sustainability data entity of the registry: its key and table. */
    private readonly proofs: EntitySchema,
  ) {}

  /** 404 unless the tenant has the proof (another tenant's number answers the same). */
  async assertProof(db: Queryable, tenant: string, proof: string): Promise<void> {
    if (!(await keyExists(db, this.proofs, tenant, proof))) throw errors.notFound();
  }

  /** Attaching and removing change the proof: it is locked until the change is written, and counts as touched by the user. */
  private async touch(tx: Queryable, context: WriteContext, proof: string): Promise<void> {
    if (!(await touchProof(tx, this.proofs, context.tenant, context.user, proof))) throw errors.notFound();
  }

  list(tenant: string, proof: string, page: Page) {
    return listDocuments(this.db, tenant, proof, page);
  }

  attach(context: WriteContext, proof: string, document: CheckedDocument): Promise<ProofDocument> {
    return this.db.transaction(async (tx) => {
      await this.touch(tx, context, proof);
      const stored = await insertDocument(tx, { ...context, proof, id: randomUUID() }, document);
      await writeAudit(tx, { ...context, resource: DOCUMENTS_AUDIT_ENTITY, key: proof, action: 'create', after: { ...stored } });
      return stored;
    });
  }

  async content(tenant: string, proof: string, id: string) {
    const found = isUuid(id) ? await findDocumentContent(this.db, tenant, proof, id) : undefined;
    if (!found) throw errors.notFound();
    return found;
  }

  remove(context: WriteContext, proof: string, id: string): Promise<ProofDocument> {
    return this.db.transaction(async (tx) => {
      await this.touch(tx, context, proof);
      const removed = isUuid(id) ? await deleteDocument(tx, context.tenant, proof, id) : undefined;
      if (!removed) throw errors.notFound();
      await writeAudit(tx, { ...context, resource: DOCUMENTS_AUDIT_ENTITY, key: proof, action: 'delete', before: { ...removed } });
      return removed;
    });
  }
}
