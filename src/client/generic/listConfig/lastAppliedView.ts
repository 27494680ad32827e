import type { AppliedView } from './listConfigState';

/** Whose list the view belongs to: configs are stored per tenant and user, the view per list too. */
export interface ViewScope {
  tenant: string;
  user: string;
  resource: string;
}

/** Browser storage (not the server): see "Column views" in schemas/README.md. */
function storageKey({ tenant, user, resource }: ViewScope): string {
  return `list_view:${tenant}:${user.toLowerCase()}:${resource}`;
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

/** The view last applied to the list, null when none (or the entry is unreadable: the list then opens as usual). */
export function readLastApplied(scope: ViewScope): AppliedView | null {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(scope)) ?? 'null') as unknown;
    return isView(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function writeLastApplied(scope: ViewScope, view: AppliedView): void {
  try {
    localStorage.setItem(storageKey(scope), JSON.stringify(view));
  } catch {
    // Full or blocked storage: the view stays applied until the list is left, as before.
  }
}
