import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EXPORT_FORMATS, REPORT_FILTER_PARAMS, type ExportFormat } from '../../../shared/reports/api';
import { reportRoute } from '../../../shared/reports/declaration';
import { errors } from '../../errors';
import { requestLanguage } from '../../i18n/translate';
import { PAGE_QUERYSTRING, readPage, setTotalCount, type QueryInput } from '../../lists/page-params';
import { attachmentDisposition } from '../../proof-documents/content-disposition';
import { userCsvWriting } from '../../exports/csv-writing';
import { EXPORT_TYPES } from '../../exports/files';
import { exportFileName, exportStream } from '../../reports/export';
import { readReport, reportFigures, reportFilters } from '../../reports/service';
import { DOCUMENTATION_ONLY, errorsOf } from '../../resources/openapi-schemas';
import { assertVisible } from '../../resources/visibility';
import type { FieldError } from '../../resources/validation';

const TAGS = ['reports'];
const REFUSALS = 'A bad filter answers 400 REPORT_FILTER naming it in `field`; an unknown parameter 400 UNKNOWN_FIELD.';
const FILTERS_QUERYSTRING = {
  compliancePeriod: { type: 'string', description: 'compliance period ("2025", "2023-1"); default: the newest with movements' },
  quarter: { type: 'string', description: '1–4, inside the compliance period' },
  monthFrom: { type: 'string', description: 'YYYY-MM inside the compliance period (not with quarter)' },
  monthTo: { type: 'string', description: 'YYYY-MM inside the compliance period, not before monthFrom' },
  site: { type: 'string', description: 'location number of a facility' },
  product: { type: 'string', description: 'product number' },
} satisfies Record<(typeof REPORT_FILTER_PARAMS)[number], unknown>;
const EXPORT_QUERYSTRING = {
  format: { type: 'string', enum: [...EXPORT_FORMATS], default: 'csv' },
  lang: { type: 'string', enum: ['en', 'de'], description: 'language of the headers and labels (default: Accept-Language)' },
};

type ReportRequest = FastifyRequest<{ Querystring: QueryInput }>;

/** 400 UNKNOWN_FIELD for a parameter the route does not take (a typo must not silently widen the report). */
function assertKnown(query: QueryInput, known: readonly string[]): void {
  const unknown = Object.keys(query).filter((name) => !known.includes(name));
  if (unknown.length) throw errors.unknownField(unknown);
}

/** One value among `allowed`, the first when absent; 400 VALIDATION at the field otherwise. */
function choice<T extends string>(query: QueryInput, field: string, allowed: readonly T[]): T | undefined {
  const value = query[field];
  if (value === undefined) return undefined;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw errors.validation([{ field, rule: 'enum', messageKey: 'validation.enum' }]);
}

/**
 * The reports of the registry (schemas/reports/, contract in src/shared/reports/api.ts): per report a page of
 * its rows and its download. Each report is its own pair of routes whose `visibility` is the report's key, so a
 * tenant that does not show a report is refused like any hidden resource (and the route catalog's tests know it).
 */
export default async function reportRoutes(app: FastifyInstance) {
  for (const report of app.registry.reports.values()) {
    const { id, visibility } = report;
    const sql = app.reportQueries.get(id)!;
    await app.register(async (scope) => {
      scope.addHook('onRequest', async (request) => assertVisible(app.db, request, visibility));
      const options = { config: { tenant: true, visibility }, ...DOCUMENTATION_ONLY };

      scope.get(
        `/${reportRoute(id)}`,
        {
          ...options,
          schema: {
            tags: TAGS,
            summary: `The ${id} report: one page of rows, totals over all rows, chart points, empty reason (ReportResponse, x-total-count)`,
            description: REFUSALS,
            querystring: { type: 'object', properties: { ...FILTERS_QUERYSTRING, ...PAGE_QUERYSTRING } },
            response: { 200: { type: 'object', additionalProperties: true }, ...errorsOf(400, 403) },
          },
        },
        async (request: ReportRequest, reply: FastifyReply) => {
          assertKnown(request.query, [...REPORT_FILTER_PARAMS, '_start', '_end']);
          const invalid: FieldError[] = [];
          const page = readPage(request.query, invalid);
          if (invalid.length) throw errors.validation(invalid);
          const response = await readReport(app.db, report, sql, request.tenant, request.query, page);
          setTotalCount(reply, response.total);
          return response;
        },
      );

      scope.get(
        `/${reportRoute(id)}/export`,
        {
          ...options,
          schema: {
            tags: TAGS,
            summary: `The whole ${id} report as CSV (UTF-8 with BOM, in the user's CSV format) or XLSX: every row, then a totals row; headers in the language asked for`,
            description: REFUSALS,
            querystring: { type: 'object', properties: { ...FILTERS_QUERYSTRING, ...EXPORT_QUERYSTRING } },
            produces: Object.values(EXPORT_TYPES),
            response: errorsOf(400, 403),
          },
        },
        async (request: ReportRequest, reply: FastifyReply) => {
          assertKnown(request.query, [...REPORT_FILTER_PARAMS, 'format', 'lang']);
          const format: ExportFormat = choice(request.query, 'format', EXPORT_FORMATS) ?? 'csv';
          const language = requestLanguage(choice(request.query, 'lang', ['en', 'de']), request.headers['accept-language']);
          const { filters, day } = await reportFilters(app.db, request.tenant, request.query);
          const figures = await reportFigures(app.db, report, sql, request.tenant, day, filters, { offset: 0, limit: null });
          reply.type(EXPORT_TYPES[format]).header('content-disposition', attachmentDisposition(exportFileName(id, filters, format)));
          const csv = await userCsvWriting(app.db, request.user.id, language);
          return reply.send(await exportStream(report, figures, format, language, csv));
        },
      );
    });
  }
}
