import { documentHooks } from '../proof-documents/document-hooks';
import type { DomainGuards } from '../resources/hooks';

const PROOFS = 'sustainabilitydata';

/** Documents are evidence of a proof: a proof with documents is not deleted, and a renumbered one keeps them. */
const proofDocuments: DomainGuards = (registry) => [{ resource: PROOFS, hooks: documentHooks(registry.get(PROOFS)!) }];

export default proofDocuments;
