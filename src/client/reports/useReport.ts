import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { apiErrorInfo } from '../api/apiError';
import { useAuth } from '../auth/authStore';
import type { ReportFilters, ReportId } from '../../shared/reports/api';
import { useSettings } from '../settings/settingsStore';
import { changeFilters, changePaging, readFilters, readPaging, type ReportPaging } from './reportQuery';
import { reportsApi } from './reportsApi';

/** One report page: filters and paging live in the URL (shareable, back button), the rows come from the server. */
export function useReport(id: ReportId) {
  const { tenant } = useAuth();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const paging = readPaging(params, useSettings().itemsPerPage);
  const start = (paging.page - 1) * paging.pageSize;
  const query = useQuery({
    queryKey: ['reports', tenant, id, filters, start, paging.pageSize],
    queryFn: () => reportsApi.page(id, filters, start, start + paging.pageSize),
    placeholderData: keepPreviousData,
    // A refused filter or a hidden report stays refused: only a failed connection or server error is worth a second try.
    retry: (failures, error) => failures < 2 && (apiErrorInfo(error).status ?? 500) >= 500,
  });
  return {
    filters,
    paging,
    query,
    setFilters: (change: Partial<ReportFilters>) => setParams(changeFilters(params, change)),
    resetFilters: () => setParams(new URLSearchParams()),
    setPaging: (next: ReportPaging) => setParams(changePaging(params, next)),
  };
}
