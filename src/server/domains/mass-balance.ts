import { balanceHooks, balanceSourceHooks, movementHooks, proofHooks } from '../mass-balance/entity-hooks';
import type { DomainGuards } from '../resources/hooks';

/**
 * The mass-balance rules of the generic writes: balances derive their key and figures, and nothing inside
 * a completed period changes; movements keep their allocations; proofs follow what is allocated from them;
 * production figures and stock measurements recompute the balances they count in.
 */
const massBalance: DomainGuards = () => [
  { resource: 'mass-balances', hooks: balanceHooks },
  { resource: 'inbounds', hooks: movementHooks('inputs') },
  { resource: 'outbounds', hooks: movementHooks('outputs') },
  { resource: 'sustainabilitydata', hooks: proofHooks },
  { resource: 'production-figures', hooks: balanceSourceHooks('productionDate') },
  { resource: 'stock-measurements', hooks: balanceSourceHooks('measurementDate') },
];

export default massBalance;
