import { REPORT_FILTER_PARAMS, type ResolvedReportFilters } from '../../shared/reports/api';
import { compliancePeriodRange, isCompliancePeriod, isMonth, monthRange, quarterRange, quartersOf } from '../../shared/reports/periods';
import { ApiError } from '../errors';
import type { QueryInput } from '../lists/page-params';

type ReportFilterField = (typeof REPORT_FILTER_PARAMS)[number];

/** Longest site or product number a filter takes (keys are shorter; the value is only compared, never stored). */
const MAX_KEY_LENGTH = 120;

/** 400 REPORT_FILTER naming the filter; the client shows errors.REPORT_FILTER with {{field}}. */
const reportFilterError = (field: ReportFilterField, reason: string) => new ApiError(400, 'REPORT_FILTER', `${field}: ${reason}`, { field });

/** The one value of a filter; empty counts as not given, a repeated filter is refused. */
function single(query: QueryInput, field: ReportFilterField): string | undefined {
  const value = query[field];
  if (Array.isArray(value)) throw reportFilterError(field, 'given more than once');
  return value === undefined || value === '' ? undefined : value;
}

function month(query: QueryInput, field: 'monthFrom' | 'monthTo', period: { from: string; to: string }): string | undefined {
  const value = single(query, field);
  if (value === undefined) return undefined;
  if (!isMonth(value)) throw reportFilterError(field, 'a month is written YYYY-MM');
  const range = monthRange(value);
  if (range.from < period.from || range.to > period.to) throw reportFilterError(field, 'the month lies outside the compliance period');
  return value;
}

function key(query: QueryInput, field: 'site' | 'product'): string | undefined {
  const value = single(query, field);
  if (value !== undefined && value.length > MAX_KEY_LENGTH) throw reportFilterError(field, `at most ${MAX_KEY_LENGTH} characters`);
  return value;
}

/**
 * The filters of a report request as the server applies them (docs/domain-rules.md#compliance-periods): the compliance period
 * (default `defaultPeriod`), narrowed to a quarter inside it or to a month range inside it, not both.
 */
export function resolveFilters(query: QueryInput, defaultPeriod: string): ResolvedReportFilters {
  const compliancePeriod = single(query, 'compliancePeriod') ?? defaultPeriod;
  if (!isCompliancePeriod(compliancePeriod)) throw reportFilterError('compliancePeriod', 'a compliance period is a year from 2022, or 2023-1 / 2023-2');
  const period = compliancePeriodRange(compliancePeriod);
  const year = Number(compliancePeriod.slice(0, 4));

  const quarterText = single(query, 'quarter');
  const quarter = quarterText === undefined ? undefined : Number(quarterText);
  if (quarterText !== undefined && !(/^[1-4]$/.test(quarterText) && quartersOf(compliancePeriod).includes(quarter!))) {
    throw reportFilterError('quarter', 'a quarter is 1 to 4 and lies inside the compliance period');
  }
  const monthFrom = month(query, 'monthFrom', period);
  const monthTo = month(query, 'monthTo', period);
  if (quarter !== undefined && (monthFrom ?? monthTo))
    throw reportFilterError(monthFrom ? 'monthFrom' : 'monthTo', 'a month range and a quarter exclude each other');
  if (monthFrom && monthTo && monthFrom > monthTo) throw reportFilterError('monthTo', 'the range ends before it starts');

  const range =
    quarter !== undefined
      ? quarterRange(year, quarter)
      : { from: monthFrom ? monthRange(monthFrom).from : period.from, to: monthTo ? monthRange(monthTo).to : period.to };
  const site = key(query, 'site');
  const product = key(query, 'product');
  return {
    compliancePeriod,
    ...(quarter !== undefined && { quarter }),
    ...(monthFrom && { monthFrom }),
    ...(monthTo && { monthTo }),
    ...(site !== undefined && { site }),
    ...(product !== undefined && { product }),
    ...range,
  };
}
