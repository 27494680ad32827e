import { accountApi } from '../api/accountApi';
import { getAccessToken, getRefreshToken, storeTokens } from './tokenStore';

/** Swaps the token pair (POST /account/refreshtoken); false when the server refuses or the answer is malformed. */
export async function refreshAccessToken(): Promise<boolean> {
  const accessToken = getAccessToken();
  const refreshToken = getRefreshToken();
  if (!accessToken || !refreshToken) return false;
  try {
    const answer = await accountApi.refreshToken(accessToken, refreshToken);
    return storeTokens(answer.token, answer.refreshToken);
  } catch {
    return false;
  }
}
