import { AUDIT_PACK_MAX_MONTHS } from '../../shared/audit-pack/api';
import { ApiError } from '../errors';

/** The refusals of the audit pack; the client words them from `code` and the details. */
export const packErrors = {
  period: (field: string) =>
    new ApiError(400, 'AUDIT_PACK_PERIOD', `from and to are months (YYYY-MM), to not before from, at most ${AUDIT_PACK_MAX_MONTHS} months.`, {
      field: `params.${field}`,
      maxMonths: AUDIT_PACK_MAX_MONTHS,
    }),
  incomplete: (balances: string[]) =>
    new ApiError(
      409,
      'AUDIT_PACK_INCOMPLETE',
      `${balances.length} balance(s) of the period are not completed: ${balances.join(', ')}. Confirm to pack them as they are.`,
      {
        count: balances.length,
        balances: balances.join(', '),
      },
    ),
};
