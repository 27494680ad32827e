import type { Role } from './permissions';
import type { TenantAccess } from './user';

/** One row of GET /users (user administration). */
export interface AdminUser {
  login: string;
  firstname: string;
  lastname: string;
  role: Exclude<Role, 'support'>;
  /** Tenant admin of the listed tenant (of any tenant when all tenants are listed). */
  tenantAdmin: boolean;
  locked: boolean;
  lastLoginAt: string | null;
  tenants: TenantAccess[];
}

/** One row of GET /tenants (tenant management). */
export interface AdminTenant {
  name: string;
  displayName: string;
  visibleRoutes: string[];
  visibleImportTypes: string[];
}

/** GET /users?tenant=* lists every tenant's users (system administrators only). */
export const ALL_TENANTS = '*';
