import axios, { type InternalAxiosRequestConfig } from 'axios';
import { normalizeTenant } from '../../shared/login';
import { withBearer } from '../../shared/token';
import { authStore } from '../auth/authStore';
import { getAccessToken } from '../auth/tokenStore';

export const API_BASE = '/api/v1';

/** Calls whose 401 means "wrong input", not "session gone". */
const NO_LOGOUT_ON_401 = ['/account/login', '/account/pwd', '/account/reset-2fa', '/account/2fa/enable'];

function addHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = getAccessToken();
  if (token) config.headers.set('Authorization', withBearer(token));
  const { tenant } = authStore.get();
  if (tenant) config.headers.set('X-Tenant', normalizeTenant(tenant));
  return config;
}

/** Shared by the refine data provider and the account calls: auth headers in, 401 = session over (spec §7). */
export const http = axios.create({ baseURL: API_BASE, headers: { 'Content-Type': 'application/json' }, withCredentials: true });

http.interceptors.request.use(addHeaders);
http.interceptors.response.use(undefined, (error: unknown) => {
  if (axios.isAxiosError(error) && error.response?.status === 401) {
    const url = error.config?.url ?? '';
    if (!NO_LOGOUT_ON_401.some((path) => url.endsWith(path))) authStore.endSession('unauthorized');
  }
  return Promise.reject(error);
});
