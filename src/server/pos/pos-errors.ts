import { ApiError } from '../errors';

/** The refusals of the PoS routes; the client words them from `code` and the details. */
export const posErrors = {
  notOutgoing: (proof: string) =>
    new ApiError(409, 'POS_NOT_OUTGOING', `The sustainability data ${proof} is an incoming proof; a PoS is issued for outgoing proofs only.`, { proof }),
  balanceNotCompleted: (balance: string) =>
    new ApiError(409, 'POS_BALANCE_NOT_COMPLETED', `The mass balance ${balance} is not completed; the PoS of its outputs are issued once it is.`, { balance }),
};
