import type Big from 'big.js';
import type { MassBalanceErrorCode } from '../../shared/mass-balance/api';
import { ApiError } from '../errors';

/** A proof by its key and by the certificate number users know it by. */
export interface ProofName {
  proof: string;
  certificate: string;
}

const refusal = (status: number, code: MassBalanceErrorCode, message: string, details: Record<string, unknown> = {}) =>
  new ApiError(status, code, message, details);

/**
 * The refusals of the mass-balance rules (codes of src/shared/mass-balance/api.ts). An allocation figure
 * is exact in the message and the nearest JSON number in the details.
 */
export const mbErrors = {
  balanceCompleted: () => refusal(409, 'BALANCE_COMPLETED', 'The mass balance is completed and cannot be changed'),
  balanceNotCompleted: () => refusal(409, 'BALANCE_NOT_COMPLETED', 'The mass balance is not completed'),
  periodInvalid: (field: string) =>
    refusal(400, 'PERIOD_INVALID', `${field}: a period is one to three whole calendar months (first day to last day of a month)`, { field }),
  periodOverlap: (other: string) => refusal(409, 'PERIOD_OVERLAP', `The period overlaps the mass balance ${other} of the same site and product`, { other }),
  unitMismatch: (unit: string) => refusal(409, 'UNIT_MISMATCH', `The unit must be ${unit}`, { unit }),
  laterPeriodCompleted: (other: string) => refusal(409, 'LATER_PERIOD_COMPLETED', `The later mass balance ${other} is completed`, { other }),
  laterPeriodsExist: (later: string[]) =>
    refusal(
      409,
      'LATER_PERIODS_EXIST',
      `The later mass balances of ${later.join(', ')} follow on this one; only the last balance of a site and product can be deleted`,
      {
        later,
      },
    ),
  previousNotCompleted: (other: string) => refusal(409, 'PREVIOUS_NOT_COMPLETED', `Complete the previous mass balance ${other} first`, { other }),
  movementNotInBalance: (key: string) => refusal(404, 'MOVEMENT_NOT_IN_BALANCE', `${key} is not a movement of this mass balance`, { key }),
  movementErrorLine: (key: string) => refusal(409, 'MOVEMENT_ERROR_LINE', `${key} lacks its quantity in the unit of the mass balance`, { key }),
  /** Named as the allocation dialog names the proof (its certificate number), with its key beside it. */
  proofNotUsable: ({ proof, certificate }: ProofName) =>
    refusal(409, 'PROOF_NOT_USABLE', `The proof ${certificate} cannot be used here (product group, unit or direction)`, { proof, certificate }),
  /** `certificate`: the proof as the allocation dialog names it (its certificate number), `proof` its key. */
  proofExceeded: ({ proof, certificate }: ProofName, available: Big, unit: string) =>
    refusal(409, 'PROOF_EXCEEDED', `The proof ${certificate} has only ${available.toFixed()} ${unit} left`, {
      proof,
      certificate,
      available: available.toNumber(),
      unit,
    }),
  movementExceeded: (key: string, available: Big, unit: string) =>
    refusal(409, 'MOVEMENT_EXCEEDED', `${key} has only ${available.toFixed()} ${unit} uncovered`, { key, available: available.toNumber(), unit }),
  nothingToAssign: () => refusal(409, 'NOTHING_TO_ASSIGN', 'There is no uncovered movement or no proof with volume left'),
  laterPeriodUsesPool: (other: string) => refusal(409, 'LATER_PERIOD_USES_POOL', `The later mass balance ${other} uses proofs passed on from here`, { other }),
  negativeClosingStock: (closingStock: number) => refusal(409, 'NEGATIVE_CLOSING_STOCK', `The closing stock ${closingStock} is negative`, { closingStock }),
  negativeDifference: (difference: number) => refusal(409, 'NEGATIVE_DIFFERENCE', `The difference ${difference} is negative`, { difference }),
  movementErrors: (count: number) => refusal(409, 'MOVEMENT_ERRORS', `${count} movements lack their quantity in the unit`, { count }),
  adminRequired: () => refusal(403, 'ADMIN_REQUIRED', 'Only an administrator can reopen a mass balance'),
  movementAllocated: (balance: string) =>
    refusal(409, 'MOVEMENT_ALLOCATED', `The movement has allocations in the mass balance ${balance}; remove them first`, { balance }),
  periodCompleted: (balance: string) => refusal(409, 'PERIOD_COMPLETED', `The record falls into the completed mass balance ${balance}`, { balance }),
  productionFromFigures: (field: string) =>
    refusal(409, 'PRODUCTION_FROM_FIGURES', `${field} comes from the production figures of the period; change those instead`, { field }),
  proofVolumeAllocated: (allocated: Big) =>
    refusal(409, 'PROOF_VOLUME_ALLOCATED', `The volume cannot be less than the ${allocated.toFixed()} allocated`, { allocated: allocated.toNumber() }),
  missingPeriods: (missing: string[]) =>
    refusal(409, 'MISSING_PERIODS', `The site and product have movements but no mass balance in ${missing.join(', ')}; create those first`, {
      missing,
    }),
  periodNotEnded: (completableFrom: string) =>
    refusal(409, 'PERIOD_NOT_ENDED', `The period has not ended yet; it can be completed from ${completableFrom}`, { completableFrom }),
  proofAllocated: (proof: string, field: string) =>
    refusal(409, 'PROOF_ALLOCATED', `${field} of the proof ${proof} cannot change while it is allocated`, { proof, field }),
};
