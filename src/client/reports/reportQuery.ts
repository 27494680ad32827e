import { REPORT_FILTER_PARAMS, type ReportFilters } from '../../shared/reports/api';

/** The page of the table, kept in the URL next to the filters. */
export interface ReportPaging {
  page: number;
  pageSize: number;
}

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** The filters a report URL names (`?compliancePeriod=2024&quarter=2`); the server checks them. */
export function readFilters(params: URLSearchParams): ReportFilters {
  const filters: ReportFilters = {};
  for (const name of REPORT_FILTER_PARAMS) {
    const value = params.get(name);
    if (!value) continue;
    if (name === 'quarter') filters.quarter = Number(value);
    else filters[name] = value;
  }
  return filters;
}

/** The page in the URL; without one the first page of the user's page size (settings). */
export function readPaging(params: URLSearchParams, defaultPageSize: number): ReportPaging {
  return { page: positive(params.get('page'), 1), pageSize: positive(params.get('pageSize'), defaultPageSize) };
}

/**
 * The URL after a filter change. Quarter and month range exclude each other, both must lie in the
 * compliance period (so a new period drops them), and any change returns to the first page.
 */
export function changeFilters(params: URLSearchParams, change: Partial<ReportFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const clear = (...names: string[]) => names.forEach((name) => next.delete(name));
  clear('page');
  if ('compliancePeriod' in change) clear('quarter', 'monthFrom', 'monthTo');
  if (change.quarter !== undefined) clear('monthFrom', 'monthTo');
  if (change.monthFrom !== undefined || change.monthTo !== undefined) clear('quarter');
  for (const [name, value] of Object.entries(change)) {
    if (value === undefined || value === null || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

export function changePaging(params: URLSearchParams, paging: ReportPaging): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('page', String(paging.page));
  next.set('pageSize', String(paging.pageSize));
  return next;
}

/** The query parameters of the report and export calls. */
export function filterQuery(filters: ReportFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([name, value]) => [name, String(value)]),
  );
}
