import { keys } from '@refinedev/core';
import { keepPreviousData, QueryClient } from '@tanstack/react-query';
import { authStore, type AuthState } from '../auth/authStore';

/** Refine's defaults (it applies them only to a client it creates itself). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, placeholderData: keepPreviousData } },
});

const sessionOf = ({ authenticated, user, tenant }: AuthState) => JSON.stringify([authenticated, user.login, tenant]);

/**
 * Access decisions (useCan) hold for one user in one tenant: when another session starts they are
 * reset before anything renders with them, so nothing is offered that the new user may not use.
 */
let session = sessionOf(authStore.get());
authStore.subscribe(() => {
  const next = sessionOf(authStore.get());
  if (next === session) return;
  session = next;
  void queryClient.resetQueries({ queryKey: keys().access().get() });
});
