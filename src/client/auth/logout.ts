import { withBearer } from '../../shared/token';
import { http } from '../api/http';
import { settingsStore } from '../settings/settingsStore';
import { authStore, type LogoutReason } from './authStore';
import { getAccessToken, getRefreshToken } from './tokenStore';

/**
 * Ends the session locally first (so a 401 from the logout call cannot change the reason),
 * then tells the server to drop the refresh token with the credentials captured before.
 */
export async function logout(reason: LogoutReason = 'user'): Promise<void> {
  const accessToken = getAccessToken();
  const refreshToken = getRefreshToken();
  authStore.endSession(reason);
  settingsStore.reset();
  if (!accessToken) return;
  await http
    .post('/account/logout', { refreshToken }, { headers: { Authorization: withBearer(accessToken) } })
    .catch(() => undefined);
}
