import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { Cell, SheetData } from 'write-excel-file/node';
import type { ExportFormat } from '../../shared/reports/api';
import type { EntitySchema } from '../../shared/registry';
import { csvNumber } from '../../shared/csv-format';
import { unitTotalsText } from '../../shared/sums';
import { DATE_FORMATS, FALLBACK_DATE_FORMAT, timeLocale } from '../../shared/settings';
import { canonicalTimeZone } from '../../shared/time-zone';
import { ApiError, errors } from '../errors';
import { userCsvWriting } from '../exports/csv-writing';
import { csvFile, EXPORT_TYPES, xlsxFile, type CsvCell } from '../exports/files';
import { sumsLayout, sumsRow } from '../exports/sums-row';
import { exportCell, exportCsvCell, exportHeader, type ExportWording } from '../exports/list-cells';
import { withReferenceLabels, type ReferenceLabel } from '../exports/reference-labels';
import { listTextsOf, requestLanguage } from '../i18n/translate';
import type { QueryInput } from '../lists/page-params';
import { entityProperties } from '../resources/columns';
import { keysetRows } from '../resources/keyset';
import { listSums } from '../resources/list-sums';
import { buildListQuery } from '../resources/list-query';
import { LIST_QUERYSTRING } from '../resources/openapi-schemas';
import { storedValues } from '../resources/records';
import { countRows, type Row } from '../resources/repository';
import { SqlParams } from '../resources/sql-params';
import { shownKeys } from '../resources/visibility';
import { tenantToday } from '../time/tenant-day';
import { adminErrors } from '../users/admin-errors';
import { storedSettings } from '../users/user-settings';
import { listScope } from '../search/list-scope';

/** Rows read per query while streaming: one page in memory, short queries that let other requests in. */
export const EXPORT_BATCH = 1000;
/** An XLSX file is built in memory (write-excel-file): larger lists are exported as CSV, which streams. */
export const XLSX_MAX_ROWS = 100_000;
const FORMATS: ExportFormat[] = ['csv', 'xlsx'];

const exportTooLarge = (total: number) =>
  new ApiError(
    400,
    'EXPORT_TOO_LARGE',
    `The list has ${total} rows, more than an Excel export takes (${XLSX_MAX_ROWS}): narrow it with filters or export CSV`,
    {
      total,
      limit: XLSX_MAX_ROWS,
    },
  );

function exportColumns(entity: EntitySchema, requested: string | string[] | undefined): string[] {
  const properties = Object.keys(entityProperties(entity));
  const columns = [requested ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .filter(Boolean);
  if (!columns.length) return properties;
  const unknown = columns.filter((name) => !properties.includes(name));
  if (unknown.length) throw errors.unknownField(unknown);
  return columns;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The zone named by the request (canonical id; 400 for an unknown one), else the one of the user's settings. */
async function exportTimeZone(app: FastifyInstance, userId: string, requested: string | undefined): Promise<string> {
  if (requested === undefined || requested === '') return (await storedSettings(app.db, userId)).timezone;
  const zone = canonicalTimeZone(requested);
  if (!zone) throw adminErrors.unknownTimeZone(requested);
  return zone;
}

/**
 * GET /{resource}.csv and /{resource}.xlsx: the whole list (its filters and sort, no pages) as the list
 * shows it, in `lang` (default Accept-Language): headers = column labels with units, enum texts, yes/no,
 * references as "key – label", lists as "C-1 (SD-7); C-2"; `_columns=a,b,c` chooses the columns (default:
 * every property). CSV: UTF-8 with a BOM, in the user's CSV format (src/shared/csv-format.ts; it reads back
 * as the round trip import); XLSX: numbers and dates as cells, grouped except x-identifier, dates in
 * `dateFormat`; date-times in `timeZone` (default: the user's setting): CSV in its CSV format, XLSX as the
 * zone's wall clock with the zone's short name. Where summed columns (x-sum) are exported, a last row holds
 * their totals, labelled in the key column (sums-row.ts). They sit beside the resource's path, so no record key can be
 * shadowed by them. Streamed
 * with keyset pagination (keyset.ts); an XLSX of more than XLSX_MAX_ROWS rows is refused.
 */
export function resourceExportRoute(app: FastifyInstance, entity: EntitySchema, options: RouteShorthandOptions) {
  const resource = entity['x-resource'];
  const { _start: _s, _end: _e, ...filterDocs } = LIST_QUERYSTRING.properties;
  const querystring = {
    ...LIST_QUERYSTRING,
    properties: {
      ...filterDocs,
      _columns: { type: 'string', description: 'comma list of properties' },
      lang: { type: 'string', enum: ['en', 'de'], description: 'language of the headers and texts (default: Accept-Language)' },
      dateFormat: { type: 'string', enum: [...DATE_FORMATS], description: "date format of the XLSX date cells (default: the language's)" },
      timeZone: { type: 'string', maxLength: 64, description: "IANA time zone the date-times are written in (default: the user's setting)" },
    },
  };
  for (const format of FORMATS) {
    const schema = { querystring, produces: [EXPORT_TYPES[format]] };
    app.get<{ Querystring: QueryInput }>(`/${resource}.${format}`, { ...options, schema }, async (request, reply) => {
      // The wording's parameters are no filters of the list.
      const { lang, dateFormat, timeZone, ...query } = request.query;
      const columns = exportColumns(entity, query._columns);
      // Built once up front so a bad parameter answers 400 before any byte of the file is sent.
      const scope = await listScope(app.db, app.registry, entity, request.tenant, query);
      const { sort } = buildListQuery(entity, query, new SqlParams(), scope, false);
      const build = (params: SqlParams) => buildListQuery(entity, query, params, scope, false);
      const where = (params: SqlParams) => build(params).where;
      const language = requestLanguage(single(lang), request.headers['accept-language']);
      const t = listTextsOf(language);
      const dates = DATE_FORMATS.find((candidate) => candidate === single(dateFormat)) ?? (language === 'de' ? 'dd.MM.yyyy' : FALLBACK_DATE_FORMAT);
      const zone = await exportTimeZone(app, request.user.id, single(timeZone));
      const locale = timeLocale(language);
      const wording = (referenceLabel: ReferenceLabel): ExportWording => ({
        entity,
        registry: app.registry,
        t,
        referenceLabel,
        dateFormat: dates,
        timeZone: zone,
        locale,
      });
      if (format === 'xlsx') {
        const total = Number(await countRows(app.db, entity, request.tenant, build, await tenantToday(app.db, request.tenant)));
        if (total > XLSX_MAX_ROWS) throw exportTooLarge(total);
      }
      const batches = withReferenceLabels(
        app.db,
        app.registry,
        request.tenant,
        await shownKeys(app.db, request),
        entity,
        columns,
        keysetRows(app.db, entity, request.tenant, where, sort, EXPORT_BATCH),
        EXPORT_BATCH,
      );
      const header = exportHeader(
        wording(() => undefined),
        columns,
      );
      const line = <T>(words: ExportWording, row: Row, cell: (words: ExportWording, property: string, value: unknown) => T) => {
        const values = storedValues(entity, row);
        return columns.map((column) => cell(words, column, values[column]));
      };
      // A list with rows and summed columns ends with their totals over the whole export (README "List sums").
      const layout = sumsLayout(entity, columns);
      // A quantity in a unit per record totals as text, one figure per unit ("1234,5 Kg · 567 L15°"), in `number`'s format.
      const totals = async <T>(
        rows: number,
        cell: (words: ExportWording, property: string, value: unknown) => T,
        text: (text: string) => T,
        number: (value: number) => string,
        empty: T,
      ) => {
        if (!rows || !layout.summed.length) return undefined;
        const sums = await listSums(app.db, app.registry, entity, request.tenant, build, app.listCache);
        const words = wording(() => undefined);
        return sumsRow(columns, layout, sums, t('generic.list.sumsRow')).map((sumsCell, index) => {
          if (sumsCell === undefined) return empty;
          if ('label' in sumsCell) return text(sumsCell.label);
          if ('units' in sumsCell) return text(unitTotalsText(sumsCell.units, number, t('generic.list.noUnit')));
          return cell(words, columns[index], sumsCell.sum);
        });
      };
      reply.type(EXPORT_TYPES[format]).header('content-disposition', `attachment; filename="${resource}.${format}"`);
      if (format === 'csv') {
        const writing = await userCsvWriting(app.db, request.user.id, language, zone);
        return reply.send(
          csvFile(
            (async function* () {
              yield header;
              let written = 0;
              for await (const [rows, labels] of batches) {
                const words = wording(labels);
                for (const row of rows) yield line(words, row, exportCsvCell);
                written += rows.length;
              }
              const last = await totals<CsvCell>(
                written,
                exportCsvCell,
                (text) => text,
                (value) => csvNumber(writing.format, value),
                '',
              );
              if (last) yield last;
            })(),
            writing,
          ),
        );
      }
      const data: SheetData = [header];
      for await (const [rows, labels] of batches) {
        const words = wording(labels);
        for (const row of rows) data.push(line(words, row, exportCell));
      }
      const last = await totals<Cell>(
        data.length - 1,
        exportCell,
        (text) => ({ value: text, type: String }),
        (value) => new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(value),
        null,
      );
      if (last) data.push(last);
      return reply.send(await xlsxFile(data, t(`entities.${resource}.title`, { defaultValue: resource })));
    });
  }
}
