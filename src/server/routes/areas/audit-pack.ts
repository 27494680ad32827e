import { createHash } from 'node:crypto';
import { Transform, pipeline } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import writeExcelFile from 'write-excel-file/node';
import { auditPackFileName, type AuditPackQuery } from '../../../shared/audit-pack/api';
import { zonedIso } from '../../../shared/time-zone';
import { packErrors } from '../../audit-pack/pack-errors';
import { packIndexHtml } from '../../audit-pack/pack-index';
import { packDocuments } from '../../audit-pack/pack-documents';
import { packBalancesSql, packParams, packPeriod } from '../../audit-pack/pack-period';
import { packSheets } from '../../audit-pack/pack-sheets';
import { packZip, type LazyFile } from '../../audit-pack/pack-zip';
import { errors } from '../../errors';
import { sendAttachment } from '../../proof-documents/content-disposition';
import { findDocumentContent } from '../../proof-documents/repository';
import { CREDIT_REPORT } from '../../reports/report-queries';
import { writeAudit } from '../../resources/audit';
import { errorsOf } from '../../resources/openapi-schemas';
import { keyExists } from '../../resources/repository';
import { assertVisible, shownKeys } from '../../resources/visibility';
import { now } from '../../time/clock';
import { tenantTimeZone, tenantToday } from '../../time/tenant-day';

const month = { type: 'string', description: 'YYYY-MM' } as const;

type PackRequest = FastifyRequest<{ Params: Pick<AuditPackQuery, 'from' | 'to'>; Querystring: Omit<AuditPackQuery, 'from' | 'to'> }>;

/**
 * GET /audit-pack/{from}/{to}: what an auditor asks for of up to three months, as one ZIP streamed as it is
 * written: every document of the proofs involved, in a folder per proof; an XLSX of the balances, their inputs
 * and outputs with the allocations, the proofs received and issued, the credit generation rows and the CATS
 * links; and an index naming the tenant, the period, who made the pack and when, with each file's SHA-256.
 * Refusals come before the first byte; the audit log keeps the pack's own SHA-256, written before the last byte leaves.
 */
export default async function auditPackRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => assertVisible(app.db, request, 'mass-balances'));
    scope.get(
      '/audit-pack/:from/:to',
      {
        // A period without balances, for the route catalog's tests: an empty pack.
        config: { tenant: true, visibility: 'mass-balances', pathSamples: { from: '2000-01', to: '2000-01' } },
        schema: {
          summary: 'The audit pack of up to three months (a site, or every site) as a ZIP',
          description: 'Refusals: AUDIT_PACK_PERIOD (400), AUDIT_PACK_INCOMPLETE (409, unless incomplete=include).',
          params: { type: 'object', required: ['from', 'to'], properties: { from: month, to: month } },
          querystring: {
            type: 'object',
            properties: {
              site: { type: 'string', minLength: 1, maxLength: 40 },
              language: { type: 'string', enum: ['de', 'en'], default: 'en' },
              incomplete: { type: 'string', enum: ['include'] },
            },
          },
          response: { ...errorsOf(400, 403, 404, 409) },
        },
      },
      async (request: PackRequest, reply) => {
        const { tenant } = request;
        const query: AuditPackQuery = { ...request.query, ...request.params };
        const period = packPeriod(query.from, query.to);
        if (query.site && !(await keyExists(app.db, app.registry.get('locations')!, tenant, query.site))) throw errors.notFound();
        const { rows: open } = await app.db.query<{ id: string }>(
          `SELECT "identifierValue" AS id FROM e_mass_balances b WHERE ${packBalancesSql('b')} AND "balanceStatus" IS DISTINCT FROM 'completed' ORDER BY 1`,
          packParams(tenant, period, query.site),
        );
        if (open.length && query.incomplete !== 'include') throw packErrors.incomplete(open.map((row) => row.id));

        const credits = app.registry.reports.get(CREDIT_REPORT);
        const [day, timeZone, shown] = await Promise.all([tenantToday(app.db, tenant), tenantTimeZone(app.db, tenant), shownKeys(app.db, request)]);
        const showsCredits = !!credits && shown.includes(credits.visibility);
        const showsCats = shown.includes(app.registry.get('catscredits')?.['x-visibility'] ?? 'catscredits');
        const made = now();
        // Documents first, so bytes flow at once; the workbook is made when its turn comes, after them.
        const workbook = async () => {
          const { names, sheets } = await packSheets(app.db, app.registry, app.reportQueries, {
            tenant,
            day,
            timeZone,
            site: query.site,
            period,
            language: query.language,
            credits: showsCredits,
            cats: showsCats,
          });
          return writeExcelFile(sheets.map((data, index) => ({ data, sheet: names[index].slice(0, 31), stickyRowsCount: 1 }))).toBuffer();
        };
        const used = new Set<string>();
        const files: LazyFile[] = [
          ...(await packDocuments(app.db, tenant, period, query.site)).map((document) => ({
            path: uniquePath(used, `documents/${document.proof}/${document.file_name}`),
            read: async () => {
              const found = await findDocumentContent(app.db, tenant, document.proof, document.id);
              if (!found) throw new Error(`the document ${document.id} of ${document.proof} was removed while the pack was written`);
              return found.content;
            },
          })),
          { path: 'audit-pack.xlsx', read: workbook },
        ];
        const periodText = period.months.length === 1 ? period.months[0] : `${period.months[0]} – ${period.months[period.months.length - 1]}`;
        const zip = packZip(
          files,
          'index.html',
          (written) =>
            packIndexHtml(
              query.language,
              { tenant, period: periodText, site: query.site, madeBy: request.user.login, madeAt: zonedIso(made, timeZone) },
              written,
            ),
          made,
        );
        const fileName = auditPackFileName(tenant, query);
        const hash = createHash('sha256');
        let size = 0;
        // The pack's last byte leaves only once its audit entry is written: a pack received in full is logged.
        const body = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            size += chunk.length;
            done(null, chunk);
          },
          flush(done) {
            writeAudit(app.db, {
              tenant,
              user: request.user.login,
              resource: 'audit-pack',
              key: fileName,
              action: 'create',
              after: { from: query.from, to: query.to, site: query.site ?? null, files: files.length + 1, bytes: size, sha256: hash.digest('hex') },
            }).then(
              () => done(),
              (failure: Error) => {
                request.log.error({ err: failure }, 'audit pack not logged');
                done(failure);
              },
            );
          },
        });
        // A client that went away ends the stream early: nothing to log as a fault, and no pack was delivered.
        pipeline(zip, body, (error) => {
          if (error) request.log.warn(`audit pack ${fileName} not written to the end: ${error.message}`);
        });
        return sendAttachment(reply, 'application/zip', fileName, body);
      },
    );
  });
}

/** `path`, or `name (2).ext` … when a proof holds two documents of one name. */
function uniquePath(used: Set<string>, path: string): string {
  let candidate = path;
  for (let n = 2; used.has(candidate); n++) candidate = path.replace(/(\.[^./]*)?$/, (ending) => ` (${n})${ending}`);
  used.add(candidate);
  return candidate;
}
