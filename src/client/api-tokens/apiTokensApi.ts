import { API_TOKENS_PATH, type ApiTokenInfo, type CreatedApiToken, type NewApiToken } from '../../shared/api-tokens';
import { http } from '../api/http';

/** The API tokens of the current tenant (server: routes/areas/api-tokens.ts). */
export const apiTokensApi = {
  /** A page of the tokens (live first) and how many there are. */
  list: async (start: number, end: number) => {
    const answer = await http.get<ApiTokenInfo[]>(API_TOKENS_PATH, { params: { _start: start, _end: end } });
    return { rows: answer.data, total: Number(answer.headers['x-total-count'] ?? answer.data.length) };
  },
  create: async (token: NewApiToken) => (await http.post<CreatedApiToken>(API_TOKENS_PATH, token)).data,
  revoke: async (id: string) => (await http.delete<ApiTokenInfo>(`${API_TOKENS_PATH}/${encodeURIComponent(id)}`)).data,
};
