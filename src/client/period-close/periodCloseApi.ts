import { PERIOD_CLOSE_ROUTES, type CloseAction, type CloseApplied, type ClosePreview, type CloseStatus } from '../../shared/period-close/api';
import type { Language } from '../../shared/settings';
import { withJsonError } from '../api/blobError';
import { http } from '../api/http';

const pathOf = (route: keyof typeof PERIOD_CLOSE_ROUTES, period: string) => PERIOD_CLOSE_ROUTES[route].replace(':period', encodeURIComponent(period));

/** The period-close calls of the contract (src/shared/period-close/api.ts). */
export const periodCloseApi = {
  status: async (period: string) => (await http.get<CloseStatus>(pathOf('status', period))).data,
  preview: async (period: string, action: CloseAction) => (await http.post<ClosePreview>(pathOf('preview', period), { action })).data,
  apply: async (period: string, action: CloseAction) => (await http.post<CloseApplied>(pathOf('apply', period), { action })).data,
  export: async (period: string, language: Language) =>
    (await withJsonError(http.get<Blob>(pathOf('export', period), { params: { lang: language }, responseType: 'blob' }))).data,
};
