import axios, { CanceledError, type InternalAxiosRequestConfig } from 'axios';
import { normalizeTenant } from '../../shared/login';
import { stripBearer, withBearer } from '../../shared/token';
import { authStore } from '../auth/authStore';
import { refreshTokens } from '../auth/refresh';
import { getAccessToken } from '../auth/tokenStore';

export const API_BASE = '/api/v1';

/** The public calls the client makes: they need no session. */
const SESSIONLESS = ['/account/login', '/account/refreshtoken'];

/** Calls whose 401 means "wrong input", not "session gone", and the session calls that handle their own 401. */
const OWN_401 = ['/account/login', '/account/pwd', '/account/reset-2fa', '/account/2fa/enable', '/account/refreshtoken', '/account/logout'];

interface RetriedConfig extends InternalAxiosRequestConfig {
  /** Set on the one repeat after a 401, so a second 401 ends the session. */
  sessionRetried?: boolean;
}

/**
 * Once the session has ended (no stored token) a call that needs one is not sent: pages still mounted for a
 * moment, or asking again, would only collect 401s. A call bringing its own token (logout) still goes.
 */
function addHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = getAccessToken();
  if (token) config.headers.set('Authorization', withBearer(token));
  else if (!config.headers.has('Authorization') && !SESSIONLESS.some((path) => (config.url ?? '').endsWith(path))) {
    throw new CanceledError('No session', config);
  }
  // A call for a named tenant (a tenant switch asking about the next one) keeps its header.
  const tenant = config.headers.get('X-Tenant') ?? authStore.get().tenant;
  if (typeof tenant === 'string' && tenant) config.headers.set('X-Tenant', normalizeTenant(tenant));
  return config;
}

function sentToken(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' ? stripBearer(header) : null;
}

/** Shared by the refine data provider and the account calls: auth headers in, any 401 = session over. */
export const http = axios.create({ baseURL: API_BASE, headers: { 'Content-Type': 'application/json' }, withCredentials: true });

http.interceptors.request.use(addHeaders);

/**
 * A 401 ends the session only when a newer token does not help: another tab may have swapped the shared
 * pair since this request left, or the token merely expired (a sleeping laptop, throttled timers). Then the
 * request is sent once more with the newer token. When the server refuses the refresh the session is over
 * and the login page says so; when it cannot be reached the session stays and the request fails.
 */
http.interceptors.response.use(undefined, async (error: unknown) => {
  if (!axios.isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
  const config: RetriedConfig = error.config;
  if (OWN_401.some((path) => (config.url ?? '').endsWith(path))) throw error;
  const token = sentToken(config);
  const outcome = token && !config.sessionRetried ? await refreshTokens(token) : 'refused';
  if (outcome === 'refreshed') return http.request({ ...config, sessionRetried: true } as RetriedConfig);
  if (outcome === 'refused') authStore.endSession('expired');
  throw error;
});
