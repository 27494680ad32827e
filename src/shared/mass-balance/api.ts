/**
 * The mass-balance API (rules: docs/domain-rules.md#mass-balances) as both sides see it: routes under /api/v1/mass-balances/{id}, the
 * shapes they answer and the error codes of their refusals. The balance header itself is the registry
 * entity `mass-balances`; its figures are readOnly properties the server keeps up to date.
 */

export type MovementResource = 'inbounds' | 'outbounds';
export type BalanceUnit = 'Kg' | 'L15°';

/** GET …/{id}/movements?side=inputs|outputs&_start&_end (simple-rest paging, x-total-count), by date then key. */
export interface BalanceMovement {
  resource: MovementResource;
  /** The movement's number. */
  key: string;
  /** dischargeDate of an inbound, loadingDate of an outbound. */
  date: string;
  /** Supplier (inbound) or recipient (outbound) partner key. */
  partner?: string;
  movementStatus: string;
  /** In the balance's unit; null when the movement lacks it (an error line, counted nowhere). */
  quantity: number | null;
  /** Sum of the allocations to this movement. */
  covered: number;
  /** quantity − covered (0 for an error line). */
  uncovered: number;
  error?: 'missingQuantity';
  allocations: BalanceAllocation[];
}

export interface BalanceAllocation {
  /** Key of the `mass-balance-allocations` record. */
  id: string;
  proof: string;
  certificateNumber: string;
  quantity: number;
  /** Output allocations: the outgoing proof issued for it. */
  issuedProof?: string;
}

/**
 * GET …/{id}/proofs?_start&_end: incoming proofs of the product's group in the balance's unit that
 * still have volume, and the proofs in this balance's sustainable pool; by delivery date then key.
 */
export interface BalanceProof {
  key: string;
  certificateNumber: string;
  deliveryDate?: string;
  volume: number;
  /** volume − all allocations to inputs, in any balance. */
  remainingVolume: number;
  unit: BalanceUnit;
  productGroup?: string;
  certificationSystem?: string;
  /**
   * What this balance may still allocate to outputs from this proof: carried over + allocated to inputs
   * here − allocated to outputs here, and no more than a later period's pool (it passed that on already).
   */
  pool: number;
}

/** GET …/{id}/daily: per day of the period with movements, the quantities (chart). */
export interface BalanceDay {
  date: string;
  input: number;
  output: number;
  /** Allocated to that day's inputs. */
  covered: number;
}

/** POST …/{id}/allocations. quantity defaults to the smaller of what the proof has left (inputs: remaining volume; outputs: pool) and the uncovered quantity. */
export interface AllocationRequest {
  resource: MovementResource;
  key: string;
  proof: string;
  quantity?: number;
}

/** Every action answers the balance as GET /mass-balances/{id} shows it, after the action. */
export interface BalanceActionResult {
  balance: Record<string, unknown>;
}

export interface AllocationResult extends BalanceActionResult {
  allocation: Record<string, unknown>;
}

/** POST …/{id}/auto-assign. */
export interface AutoAssignResult extends BalanceActionResult {
  inputs: { allocations: number; quantity: number; uncovered: number };
  outputs: { allocations: number; quantity: number; uncovered: number };
}

/** POST …/{id}/reset. */
export interface ResetResult extends BalanceActionResult {
  removedAllocations: number;
  removedProofs: number;
}

/**
 * Codes of the refusals (4xx `{ code, message, ...details }`); the client words them from
 * `errors.{CODE}` with the details as interpolation values.
 */
export const MASS_BALANCE_ERRORS = [
  'BALANCE_COMPLETED', // 409: the balance is completed and read-only
  'BALANCE_NOT_COMPLETED', // 409: reopen of a balance that is not completed
  'PERIOD_INVALID', // 400 { field }: dates not whole calendar months, dateTo before dateFrom, more than 3 months
  'PERIOD_OVERLAP', // 409 { other }: another balance of the site and product overlaps
  'UNIT_MISMATCH', // 409 { unit }: other periods of the site and product are kept in another unit, or a proof is
  'LATER_PERIOD_COMPLETED', // 409 { other }: a later period is completed (create before it, reopen)
  'LATER_PERIODS_EXIST', // 409 { later }: a delete would leave a gap; only the last balance of a site and product can be deleted (later: its later months, YYYY-MM)
  'PREVIOUS_NOT_COMPLETED', // 409 { other }: complete the previous period first
  'MOVEMENT_NOT_IN_BALANCE', // 404/409 { key }: not an input/output of this balance
  'MOVEMENT_ERROR_LINE', // 409 { key }: the movement lacks its quantity in the balance's unit
  'PROOF_NOT_USABLE', // 409 { proof }: wrong product group, unit or an outgoing proof
  'PROOF_EXCEEDED', // 409 { proof, certificate, available, unit }: beyond the proof's remaining volume (inputs) or the pool (outputs)
  'MOVEMENT_EXCEEDED', // 409 { key, available, unit }: beyond the movement's uncovered quantity
  'NOTHING_TO_ASSIGN', // 409: auto assign found no uncovered movement or no proof with volume
  'LATER_PERIOD_USES_POOL', // 409 { other }: reset/remove would take proofs a later period passed on
  'NEGATIVE_CLOSING_STOCK', // 409 { closingStock }
  'NEGATIVE_DIFFERENCE', // 409 { difference }
  'MOVEMENT_ERRORS', // 409 { count }: complete with movements lacking their quantity
  'ADMIN_REQUIRED', // 403: reopen is an administrator's action
  'MOVEMENT_ALLOCATED', // 409 { balance }: a movement edit would leave allocations uncovered or outside their balance
  'PERIOD_COMPLETED', // 409 { balance }: a movement, production figure or stock measurement written inside a completed balance's period
  'PROOF_VOLUME_ALLOCATED', // 409 { allocated }: a proof's volume below what is allocated from it
  'PROOF_ALLOCATED', // 409 { proof, field }: product, product group or unit of a proof with allocations cannot change
  'PRODUCTION_FROM_FIGURES', // 409 { field }: production input/output of a balance whose period has production figures
  'MISSING_PERIODS', // 409 { months, missing }: earlier months of the site and product have movements but no balance (missing: YYYY-MM, months: them joined)
  'PERIOD_NOT_ENDED', // 409 { completableFrom }: the period has not ended in the tenant's time zone; completable from that day (YYYY-MM-DD)
] as const;

export type MassBalanceErrorCode = (typeof MASS_BALANCE_ERRORS)[number];

/** Route paths under /api/v1 (`:id` = identifierValue). */
export const MASS_BALANCE_ROUTES = {
  movements: '/mass-balances/:id/movements',
  proofs: '/mass-balances/:id/proofs',
  daily: '/mass-balances/:id/daily',
  allocations: '/mass-balances/:id/allocations',
  allocation: '/mass-balances/:id/allocations/:allocationId',
  autoAssign: '/mass-balances/:id/auto-assign',
  reset: '/mass-balances/:id/reset',
  complete: '/mass-balances/:id/complete',
  reopen: '/mass-balances/:id/reopen',
} as const;

/**
 * GET ?site&product&dateFrom: the months before dateFrom a new balance would leave out (none without all three);
 * POST { site, product, unit, dateFrom }: creates them. Outside /mass-balances/, whose paths are its records.
 */
export const MISSING_PERIODS_ROUTE = '/missing-balances';

/** What GET/POST MISSING_PERIODS_ROUTE answer: the missing months (`YYYY-MM`, oldest first) and, after POST, the balances created for them. */
export interface MissingPeriods {
  missing: string[];
  created?: string[];
}
