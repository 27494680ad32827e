import { createHash, randomUUID } from 'node:crypto';
import type { PosLanguage } from '../../shared/pos/api';
import type { Registry } from '../../shared/registry';
import type { Db } from '../db/db';
import { errors } from '../errors';
import { writeAudit } from '../resources/audit';
import type { WriteContext } from '../resources/hooks';
import { findCurrentPos, insertDocument, supersedePos, touchProof, type DocumentContent } from '../proof-documents/repository';
import { DOCUMENTS_AUDIT_ENTITY } from '../proof-documents/service';
import { tenantToday } from '../time/tenant-day';
import { readPosContent } from './pos-content';
import { renderPosPdf } from './pos-pdf';

/** The name a PoS is stored and downloaded under. */
export const posFileName = (proof: string, language: PosLanguage) => `PoS-${proof}-${language}.pdf`;

/**
 * Issues proof-of-sustainability documents: a PoS is made from the records once, on the tenant's business day,
 * and stored as a document of its outgoing proof, so what the company sent stays as it was sent. Asking again
 * answers the stored one; a reissue makes it anew and marks the one before superseded.
 */
export class PosService {
  constructor(
    private readonly db: Db,
    private readonly registry: Registry,
  ) {}

  /** The proof's PoS in `language`: the stored one, else (and on `reissue`) one made now and stored. */
  async issue(context: WriteContext, proof: string, language: PosLanguage, reissue = false): Promise<DocumentContent> {
    const proofs = this.registry.get('sustainabilitydata')!;
    return this.db.transaction(async (tx) => {
      // The proof's row lock makes two first downloads at once issue one PoS: the second finds it stored.
      if (!(await touchProof(tx, proofs, context.tenant, context.user, proof))) throw errors.notFound();
      const stored = await findCurrentPos(tx, context.tenant, proof, language);
      if (stored && !reissue) return stored;
      const content = await readPosContent(tx, this.registry, context.tenant, proof);
      const issuedOn = await tenantToday(tx, context.tenant);
      const pdf = await renderPosPdf(this.registry, content, language, issuedOn, context.tenant);
      const superseded = await supersedePos(tx, context.tenant, proof, language);
      const document = await insertDocument(
        tx,
        { ...context, proof, id: randomUUID(), posLanguage: language },
        { fileName: posFileName(proof, language), content: pdf, contentType: 'application/pdf', sha256: createHash('sha256').update(pdf).digest('hex') },
      );
      if (superseded)
        await writeAudit(tx, {
          ...context,
          resource: DOCUMENTS_AUDIT_ENTITY,
          key: proof,
          action: 'update',
          before: { ...stored?.document },
          after: { ...superseded },
        });
      await writeAudit(tx, { ...context, resource: DOCUMENTS_AUDIT_ENTITY, key: proof, action: 'create', after: { ...document } });
      return { document, content: pdf };
    });
  }
}
