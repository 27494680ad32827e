import type { EntitySchema } from '../../shared/registry';
import type { EntityHooks } from '../resources/hooks';
import { assertWithoutDocuments, moveDocuments } from './repository';

/**
 * What the generic writes of sustainability data must respect: a proof with documents is not deleted
 * (409 PROOF_HAS_DOCUMENTS: evidence is removed deliberately, one by one), and a new number takes its documents along.
 */
export function documentHooks(proofs: EntitySchema): EntityHooks {
  return {
    async prepareDelete(tx, context, before) {
      await assertWithoutDocuments(tx, proofs, context.tenant, [String(before[proofs['x-key']])]);
    },
    async afterWrite(tx, context, { before, after }) {
      const key = proofs['x-key'];
      if (before && after && before[key] !== after[key]) await moveDocuments(tx, context.tenant, String(before[key]), String(after[key]));
    },
  };
}
