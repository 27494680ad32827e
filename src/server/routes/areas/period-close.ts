import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CLOSE_ACTIONS,
  PERIOD_CLOSE_ROUTES,
  PERIOD_CLOSE_VISIBILITY,
  SAMPLE_PERIOD,
  parseClosePeriod,
  type CloseAction,
  type ClosePeriod,
} from '../../../shared/period-close/api';
import { effectiveDateFormat, timeLocale } from '../../../shared/settings';
import { EXPORT_TYPES } from '../../exports/files';
import { requestLanguage } from '../../i18n/translate';
import { applyClose, previewClose } from '../../period-close/actions';
import { periodFormatError } from '../../period-close/errors';
import { closeStatusXlsx } from '../../period-close/export';
import { readCloseStatus } from '../../period-close/status';
import { CREDIT_REPORT } from '../../reports/report-queries';
import { attachmentDisposition } from '../../proof-documents/content-disposition';
import { errorsOf } from '../../resources/openapi-schemas';
import { assertVisible } from '../../resources/visibility';
import { storedSettings } from '../../users/user-settings';

const TAGS = ['period-close'];
const OPEN_OBJECT = { type: 'object', additionalProperties: true } as const;
const params = {
  type: 'object',
  required: ['period'],
  properties: { period: { type: 'string', maxLength: 20, description: 'a month YYYY-MM or a quarter YYYY-Qn' } },
} as const;
const actionBody = {
  type: 'object',
  required: ['action'],
  additionalProperties: false,
  properties: { action: { type: 'string', enum: [...CLOSE_ACTIONS] } },
} as const;
const REFUSALS = 'A period that is neither YYYY-MM nor YYYY-Qn answers 400 PERIOD_FORMAT.';

type PeriodRequest = FastifyRequest<{ Params: { period: string }; Querystring: { lang?: string } }>;
type ActionRequest = FastifyRequest<{ Params: { period: string }; Body: { action: CloseAction } }>;

/**
 * The period-close page's routes (contract in src/shared/period-close/api.ts): the status of a month or
 * quarter, its XLSX, and the bulk actions' preview and run. Tenants that keep mass balances; the actions
 * run the mass-balance services, so their rules and permissions apply.
 */
export default async function periodCloseRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => assertVisible(app.db, request, PERIOD_CLOSE_VISIBILITY));
    // `period` names no record: the route catalog's tests fill in a sample (tests/api/security-routes.ts).
    const options = { config: { tenant: true, visibility: PERIOD_CLOSE_VISIBILITY, pathSamples: { period: SAMPLE_PERIOD } } };
    const languageOf = (request: FastifyRequest, lang?: unknown) => requestLanguage(lang, request.headers['accept-language']);
    const periodOf = (request: FastifyRequest<{ Params: { period: string } }>): ClosePeriod => {
      const period = parseClosePeriod(request.params.period);
      if (!period) throw periodFormatError(languageOf(request), request.params.period);
      return period;
    };
    const creditReport = () => {
      const report = app.registry.reports.get(CREDIT_REPORT);
      const sql = app.reportQueries.get(CREDIT_REPORT);
      return report && sql ? { visibility: report.visibility, sql } : undefined;
    };

    scope.get(
      PERIOD_CLOSE_ROUTES.status,
      {
        ...options,
        schema: {
          tags: TAGS,
          summary: 'What is still open in a month or quarter: balances, movements outside them, CI configurations, credits, imports (CloseStatus)',
          description: REFUSALS,
          params,
          response: { 200: OPEN_OBJECT, ...errorsOf(400, 403) },
        },
      },
      async (request: PeriodRequest) => readCloseStatus(app.db, creditReport(), request, periodOf(request)),
    );

    scope.get(
      PERIOD_CLOSE_ROUTES.export,
      {
        ...options,
        schema: {
          tags: TAGS,
          summary: 'The status as XLSX for the auditor, in the language asked for',
          description: REFUSALS,
          params,
          querystring: { type: 'object', additionalProperties: false, properties: { lang: { type: 'string', enum: ['en', 'de'] } } },
          produces: [EXPORT_TYPES.xlsx],
          response: errorsOf(400, 403),
        },
      },
      async (request: PeriodRequest, reply: FastifyReply) => {
        const period = periodOf(request);
        const status = await readCloseStatus(app.db, creditReport(), request, period);
        reply.type(EXPORT_TYPES.xlsx).header('content-disposition', attachmentDisposition(`period-close_${period.period}.xlsx`));
        const language = languageOf(request, request.query.lang);
        // Days and instants as the user reads them: their date format (else the language's) and their time zone.
        const settings = await storedSettings(app.db, request.user.id);
        const clock = { dateFormat: effectiveDateFormat(settings.dateFormat, language), timeZone: settings.timezone, locale: timeLocale(language) };
        return reply.send(await closeStatusXlsx(status, language, app.registry, clock));
      },
    );

    scope.post(
      PERIOD_CLOSE_ROUTES.preview,
      {
        ...options,
        schema: {
          tags: TAGS,
          summary: 'What a bulk action would do, line by line, and why a line is left (ClosePreview); changes nothing',
          description: REFUSALS,
          params,
          body: actionBody,
          response: { 200: OPEN_OBJECT, ...errorsOf(400, 403) },
        },
      },
      async (request: ActionRequest) => previewClose(app.db, request.tenant, periodOf(request), request.body.action),
    );

    scope.post(
      PERIOD_CLOSE_ROUTES.apply,
      {
        ...options,
        schema: {
          tags: TAGS,
          summary: 'Runs a bulk action on every line its preview does not leave, each through the mass-balance rules (CloseApplied)',
          description: `${REFUSALS} A line the mass-balance rules refuse is listed in \`refused\` with its code; the other lines go ahead.`,
          params,
          body: actionBody,
          response: { 200: OPEN_OBJECT, ...errorsOf(400, 403) },
        },
      },
      async (request: ActionRequest) => applyClose(app, request, periodOf(request), request.body.action, languageOf(request)),
    );
  });
}
