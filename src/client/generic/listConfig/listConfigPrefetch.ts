import { authStore } from '../../auth/authStore';
import { listConfigApi } from './listConfigApi';
import type { ListConfig } from './listConfigState';

/** How long an early answer stands in for the page's own request: the page opens right after, or not at all. */
const FRESH_MS = 10_000;

const early = new Map<string, { at: number; configs: Promise<ListConfig[]> }>();
const slot = (resource: string) => {
  const { user, tenant } = authStore.get();
  return `${tenant ?? ''}\u0000${user.login}\u0000${resource}`;
};

/**
 * Asks for a list's configs while the route's access and the page's code are still loading, so the list
 * does not wait for them after it rendered (the list's columns come from them).
 */
export function prefetchListConfigs(resource: string): void {
  const configs = listConfigApi.list(resource);
  // Taken or not, a refusal must not surface as an unhandled rejection; the page asks again then.
  configs.catch(() => undefined);
  early.set(slot(resource), { at: Date.now(), configs });
}

/** The list's configs: the early answer of this tenant and user if fresh (once), else a request of its own. */
export function listConfigsFor(resource: string): Promise<ListConfig[]> {
  const key = slot(resource);
  const prefetched = early.get(key);
  early.delete(key);
  return prefetched && Date.now() - prefetched.at < FRESH_MS ? prefetched.configs : listConfigApi.list(resource);
}
