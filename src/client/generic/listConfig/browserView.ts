import { authStore } from '../../auth/authStore';
import type { AppliedView } from './listConfigState';

/** Where an earlier version of the portal kept a list's applied view: in the browser, per tenant, user and list. */
function storageKey(resource: string): string | undefined {
  const { tenant, user } = authStore.get();
  return tenant && user.login ? `list_view:${tenant}:${user.login.toLowerCase()}:${resource}` : undefined;
}

function isView(value: unknown): value is AppliedView {
  const view = value as Partial<AppliedView> | null;
  return (
    typeof view === 'object' &&
    view !== null &&
    (view.configId === null || typeof view.configId === 'string') &&
    Array.isArray(view.columns) &&
    view.columns.every((column) => typeof column === 'string')
  );
}

/**
 * The view this browser kept for the list before views were kept on the server, taken out of the browser's
 * storage (it is moved to the server once); null when there is none or it is unreadable.
 */
export function takeBrowserView(resource: string): AppliedView | null {
  const key = storageKey(resource);
  if (!key) return null;
  try {
    const stored = localStorage.getItem(key);
    if (stored === null) return null;
    localStorage.removeItem(key);
    const view = JSON.parse(stored) as unknown;
    return isView(view) ? view : null;
  } catch {
    return null;
  }
}
