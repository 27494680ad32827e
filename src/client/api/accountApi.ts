import type { UserSettings } from '../../shared/settings';
import type { UserInfo } from '../../shared/user';
import type { TenantConfig } from '../../shared/visibility';
import { http } from './http';

export interface LoginRequest {
  login: string;
  password: string;
  code?: string;
}

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  /** This browser's refresh token: its session survives, the others end. */
  refreshToken?: string;
}

export const accountApi = {
  login: (body: LoginRequest) => http.post<unknown>('/account/login', body).then((r) => r.data),
  logout: (refreshToken: string | null) => http.post('/account/logout', { refreshToken }),
  validateToken: () => http.post<{ valid: boolean; expiresAt?: string }>('/account/validate-token', {}).then((r) => r.data),
  refreshToken: (accessToken: string, refreshToken: string) =>
    http.post<{ token: string; refreshToken: string }>('/account/refreshtoken', { accessToken, refreshToken }).then((r) => r.data),
  getSettings: () => http.get<Partial<UserSettings>>('/account/settings').then((r) => r.data),
  saveSettings: (patch: Partial<UserSettings>) => http.put<Partial<UserSettings>>('/account/settings', patch).then((r) => r.data),
  me: () => http.get<UserInfo & { twoFactorEnabled: boolean }>('/account/me').then((r) => r.data),
  changePassword: (body: ChangePasswordRequest) => http.post('/account/pwd', body),
  setUpTwoFactor: () => http.post<{ secret: string; otpauthUrl: string }>('/account/2fa/setup', {}).then((r) => r.data),
  /** The password confirms that the account holder, not a session left open, turns two-factor login on. */
  enableTwoFactor: (code: string, password: string) => http.post('/account/2fa/enable', { code, password }),
  resetTwoFactor: (password: string) => http.post('/account/reset-2fa', { password }),
  /** The current tenant's config, or `tenant`'s (a tenant switch asks before it switches). */
  tenantConfig: (tenant?: string) => http.get<TenantConfig>('/tenant-config', tenant ? { headers: { 'X-Tenant': tenant } } : undefined).then((r) => r.data),
};
