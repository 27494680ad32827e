import type { RolesMatrix } from '../../shared/permissions';
import type { AdminTenant, AdminUser } from '../../shared/user-admin';
import { MAX_PAGE_SIZE } from '../../shared/paging';
import { http } from '../api/http';

export interface UserFormValues {
  login: string;
  firstname: string;
  lastname: string;
  tenantAdmin: boolean;
  /** Empty on edit = keep the current password. */
  password?: string;
}

/** The administration pages show whole lists, so they ask for the largest page the server answers. */
const WHOLE_LIST = { _start: 0, _end: MAX_PAGE_SIZE };

const path = (login: string) => `/users/${encodeURIComponent(login)}`;

/** The user and tenant administration calls (server: routes/areas/users.ts, tenants.ts, roles.ts). */
export const userAdminApi = {
  users: async (tenant?: string) => (await http.get<AdminUser[]>('/users', { params: tenant ? { tenant, ...WHOLE_LIST } : WHOLE_LIST })).data,
  create: async (values: UserFormValues) => (await http.post<AdminUser>('/users', values)).data,
  update: async (login: string, values: UserFormValues) => (await http.patch<AdminUser>(path(login), values)).data,
  lock: (login: string) => http.post(`${path(login)}/lock`),
  unlock: (login: string) => http.post(`${path(login)}/unlock`),
  grant: (login: string, tenant: string) => http.post(`${path(login)}/grant`, { tenant }),
  revoke: (login: string) => http.delete(`${path(login)}/access`),
  tenants: async () => (await http.get<AdminTenant[]>('/tenants', { params: WHOLE_LIST })).data,
  createTenant: async (name: string, displayName: string) => (await http.post<AdminTenant>('/tenants', { name, displayName })).data,
  updateTenant: async (name: string, changes: Partial<Omit<AdminTenant, 'name'>>) =>
    (await http.patch<AdminTenant>(`/tenants/${encodeURIComponent(name)}`, changes)).data,
  roles: async () => (await http.get<RolesMatrix>('/roles')).data,
};
