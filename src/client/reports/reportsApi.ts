import type { DashboardFigures, ExportFormat, ReportFilters, ReportId, ReportResponse } from '../../shared/reports/api';
import { MAX_PAGE_SIZE } from '../../shared/paging';
import type { Language } from '../../shared/settings';
import { http } from '../api/http';
import { withJsonError } from '../api/blobError';
import { filterQuery } from './reportQuery';

const reportPath = (id: ReportId) => `/reports/${encodeURIComponent(id)}`;

/** The report calls of the contract (src/shared/reports/api.ts), on the shared axios instance (auth headers). */
export const reportsApi = {
  page: async (id: ReportId, filters: ReportFilters, start: number, end: number): Promise<ReportResponse> =>
    (await http.get<ReportResponse>(reportPath(id), { params: { ...filterQuery(filters), _start: start, _end: end } })).data,
  /** Every row (the print view), in pages as large as the server answers. */
  all: async (id: ReportId, filters: ReportFilters): Promise<ReportResponse> => {
    const first = await reportsApi.page(id, filters, 0, MAX_PAGE_SIZE);
    const rows = [...first.rows];
    while (rows.length < first.total) {
      const next = await reportsApi.page(id, filters, rows.length, rows.length + MAX_PAGE_SIZE);
      if (next.rows.length === 0) break;
      rows.push(...next.rows);
    }
    return { ...first, rows };
  },
  export: async (id: ReportId, format: ExportFormat, language: Language, filters: ReportFilters): Promise<Blob> =>
    (await withJsonError(http.get<Blob>(`${reportPath(id)}/export`, { params: { ...filterQuery(filters), format, lang: language }, responseType: 'blob' })))
      .data,
  dashboard: async (): Promise<DashboardFigures> => (await http.get<DashboardFigures>('/dashboard/figures')).data,
};
