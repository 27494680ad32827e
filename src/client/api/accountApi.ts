import type { UserSettings } from '../../shared/settings';
import type { TenantConfig } from '../../shared/visibility';
import { http } from './http';

export interface LoginRequest {
  login: string;
  password: string;
  code?: string;
}

export const accountApi = {
  login: (body: LoginRequest) => http.post<unknown>('/account/login', body).then((r) => r.data),
  logout: (refreshToken: string | null) => http.post('/account/logout', { refreshToken }),
  validateToken: () => http.post<{ valid: boolean; expiresAt?: string }>('/account/validate-token', {}).then((r) => r.data),
  refreshToken: (accessToken: string, refreshToken: string) =>
    http.post<{ token: string; refreshToken: string }>('/account/refreshtoken', { accessToken, refreshToken }).then((r) => r.data),
  getSettings: () => http.get<Partial<UserSettings>>('/account/settings').then((r) => r.data),
  saveSettings: (patch: Partial<UserSettings>) => http.put<Partial<UserSettings>>('/account/settings', patch).then((r) => r.data),
  tenantConfig: () => http.get<TenantConfig>('/tenant-config').then((r) => r.data),
};
