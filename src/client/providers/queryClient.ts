import { keepPreviousData, QueryClient } from '@tanstack/react-query';
import { isCancel } from 'axios';
import { apiErrorInfo } from '../api/apiError';
import { authStore, type AuthState } from '../auth/authStore';

/**
 * A 4xx answer stays the same however often it is asked again (an unknown record is not found three more times),
 * and a call not sent for want of a session (api/http.ts) is not asked again either.
 */
const MAX_RETRIES = 3;
const retry = (failures: number, error: unknown) => failures < MAX_RETRIES && !isCancel(error) && !isClientError(apiErrorInfo(error).status);
const isClientError = (status?: number) => status !== undefined && status >= 400 && status < 500;

/** Refine's defaults (it applies them only to a client it creates itself), and no retries of a 4xx. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, placeholderData: keepPreviousData, retry } },
});

const sessionOf = ({ authenticated, user, tenant }: AuthState) => JSON.stringify([authenticated, user.login, tenant]);

/**
 * Answers hold for one user in one tenant: when another session starts, the data of the last one leaves
 * the cache (not even a placeholder shows it, nor is an answer a page asked for early taken).
 */
let session = sessionOf(authStore.get());
authStore.subscribe(() => {
  const next = sessionOf(authStore.get());
  if (next === session) return;
  session = next;
  queryClient.removeQueries();
});
