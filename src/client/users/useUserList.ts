import { useInvalidate } from '@refinedev/core';
import type { AdminUser } from '../../shared/user-admin';
import { useSettings } from '../settings/settingsStore';
import { useServerTable } from '../generic/table/useServerTable';

/**
 * The user administration's list (GET /users through refine): paged, sorted and filtered by the server.
 * Without a `tenant` filter it lists the current tenant's users; a system administrator names another
 * tenant or every one.
 */
export function useUserList(currentTenant: string) {
  const { itemsPerPage } = useSettings();
  const invalidate = useInvalidate();
  const table = useServerTable<AdminUser>({
    resource: 'users',
    syncWithLocation: false,
    pagination: { pageSize: itemsPerPage },
    sorters: { initial: [{ field: 'login', order: 'asc' }] },
    // The page shows the refusal itself, in place of the table's rows.
    errorNotification: false,
  });
  const { tableProps, tableQuery, filters, sorters, setFilters, setCurrentPage } = table;
  const valueOf = (field: string) => filters.find((filter) => 'field' in filter && filter.field === field)?.value;
  /** Sets (or, with undefined, clears) one filter and goes back to the first page. */
  const filter = (field: string, value: unknown) => {
    setFilters([{ field, operator: 'eq', value }], 'merge');
    setCurrentPage(1);
  };
  return {
    tableProps,
    sorters,
    error: tableQuery.error,
    shownTenant: (valueOf('tenant') as string | undefined) ?? currentTenant,
    search: (text: string) => filter('q', text.trim() || undefined),
    filterRole: (role: AdminUser['role'] | undefined) => filter('role', role),
    filterLocked: (locked: boolean | undefined) => filter('locked', locked),
    showTenant: (tenant: string) => filter('tenant', tenant === currentTenant ? undefined : tenant),
    reload: () => invalidate({ resource: 'users', invalidates: ['list'] }),
  };
}
