import { withBearer } from '../../shared/token';
import { http } from '../api/http';
import { settingsStore } from '../settings/settingsStore';
import { authStore, type LogoutReason } from './authStore';
import { getAccessToken } from './tokenStore';

/**
 * Ends the session locally first (so a 401 from the logout call cannot change the reason), then tells
 * the server to end it with the token captured before (the token names its session).
 */
export async function logout(reason: LogoutReason = 'user'): Promise<void> {
  const accessToken = getAccessToken();
  authStore.endSession(reason);
  settingsStore.reset();
  if (!accessToken) return;
  await http.post('/account/logout', {}, { headers: { Authorization: withBearer(accessToken) } }).catch(() => undefined);
}
