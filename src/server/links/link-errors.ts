import type { LinkLimitDetails } from '../../shared/links';
import { ApiError } from '../errors';

/** The refusals of the link contract (src/shared/links.ts); the client translates them by code. */
export const linkErrors = {
  /** An exclusive link's target is held by another source record (`nr`: its label). */
  targetTaken: (source: string, nr: string) => new ApiError(409, 'LINK_TARGET_TAKEN', `The record is already linked to ${nr}`, { source, nr }),
  limitExceeded: (details: LinkLimitDetails) =>
    new ApiError(
      409,
      'LINK_LIMIT_EXCEEDED',
      // Every figure in the link's unit, the bound's too (a target's litres ÷ divisor are m3).
      `The ${details.bound} limit of ${details.limit ?? 0} ${details.unit} would be exceeded: ${details.assigned} ${details.unit} assigned, ${details.requested} ${details.unit} requested`,
      { ...details },
    ),
  maxTargets: (maxTargets: number) => new ApiError(409, 'LINK_MAX_TARGETS', `The record already links its maximum of ${maxTargets}`, { maxTargets }),
};
