import { MAX_PAGE_SIZE } from '../../shared/paging';
import {
  MASS_BALANCE_ROUTES,
  type AllocationRequest,
  type AllocationResult,
  type AutoAssignResult,
  type BalanceActionResult,
  type BalanceProof,
  type MissingPeriods,
  type ResetResult,
  MISSING_PERIODS_ROUTE,
} from '../../shared/mass-balance/api';
import { http } from '../api/http';

/** A route of the contract (src/shared/mass-balance/api.ts) for one balance. */
export function balancePath(route: keyof typeof MASS_BALANCE_ROUTES, id: string, allocationId?: string): string {
  return MASS_BALANCE_ROUTES[route].replace(':id', encodeURIComponent(id)).replace(':allocationId', encodeURIComponent(allocationId ?? ''));
}

/** The list routes as refine resources (simple-rest paging on the same axios instance): "mass-balances/{id}/movements". */
export function balanceResource(route: 'movements' | 'proofs' | 'daily', id: string): string {
  return balancePath(route, id).slice(1);
}

const post = async <T>(path: string, body: unknown = {}) => (await http.post<T>(path, body)).data;

/** The mass-balance actions (server: routes of MASS_BALANCE_ROUTES); every one answers the balance after it. */
export const massBalanceApi = {
  allocate: (id: string, request: AllocationRequest) => post<AllocationResult>(balancePath('allocations', id), request),
  removeAllocation: async (id: string, allocationId: string) => (await http.delete<BalanceActionResult>(balancePath('allocation', id, allocationId))).data,
  autoAssign: (id: string) => post<AutoAssignResult>(balancePath('autoAssign', id)),
  reset: (id: string) => post<ResetResult>(balancePath('reset', id)),
  complete: (id: string) => post<BalanceActionResult>(balancePath('complete', id)),
  reopen: (id: string) => post<BalanceActionResult>(balancePath('reopen', id)),
  /** The months before `dateFrom` with movements and no balance of the site and product. */
  missingPeriods: async (params: { site: string; product: string; dateFrom: string }) =>
    (await http.get<MissingPeriods>(MISSING_PERIODS_ROUTE, { params })).data,
  /** Creates the balances of those months, open and in order, in one step. */
  createMissingPeriods: (body: { site: string; product: string; unit: string; dateFrom: string }) => post<MissingPeriods>(MISSING_PERIODS_ROUTE, body),
  /** The proofs a user picks from when allocating: as many as one page holds, by delivery date. */
  proofs: async (id: string) => (await http.get<BalanceProof[]>(balancePath('proofs', id), { params: { _start: 0, _end: MAX_PAGE_SIZE } })).data,
};
