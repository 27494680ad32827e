import type { AdminTenant, AdminUser } from '../../shared/user-admin';
import { http } from '../api/http';

export interface UserFormValues {
  login: string;
  firstname: string;
  lastname: string;
  tenantAdmin: boolean;
  /** Empty on edit = keep the current password. */
  password?: string;
}

const path = (login: string) => `/users/${encodeURIComponent(login)}`;

/** The user and tenant administration's changes (server: routes/areas/users.ts, tenants.ts); the pages read through refine. */
export const userAdminApi = {
  create: async (values: UserFormValues) => (await http.post<AdminUser>('/users', values)).data,
  update: async (login: string, values: UserFormValues) => (await http.patch<AdminUser>(path(login), values)).data,
  lock: (login: string) => http.post(`${path(login)}/lock`),
  unlock: (login: string) => http.post(`${path(login)}/unlock`),
  grant: (login: string, tenant: string) => http.post(`${path(login)}/grant`, { tenant }),
  revoke: (login: string) => http.delete(`${path(login)}/access`),
  createTenant: async (name: string, displayName: string) => (await http.post<AdminTenant>('/tenants', { name, displayName })).data,
  updateTenant: async (name: string, changes: Partial<Omit<AdminTenant, 'name'>>) =>
    (await http.patch<AdminTenant>(`/tenants/${encodeURIComponent(name)}`, changes)).data,
};
