import type { Entities } from '../registry';
import { MENU_GROUPS, PROPERTY_NAME } from '../registry-names';
import type { ReportDeclaration, ReportId } from './api';

/** The route of a report under /{lang}/ and of its API under /api/v1/. */
export const reportRoute = (id: ReportId) => `reports/${id}`;

/** The i18n key of a report's title, which is also its menu entry's label. */
export const reportTitleKey = (id: ReportId) => `reports:titles.${id}`;

/** The file of schemas/ that declares a report, and the one that holds its SQL. */
export const reportFile = (id: ReportId) => `reports/${id}.json`;
export const reportSqlFile = (id: ReportId) => `reports/${id}.sql.ts`;

const UNITS = ['Kg', 'L15°', 'm3', 'tCO2e', 'gCO2e/MJ', 'MJ/m3', '%'];
const COLUMN_TYPES = ['text', 'number', 'integer', 'boolean', 'month', 'quarter', 'period', 'enum', 'ref'];
const NUMERIC = new Set(['number', 'integer']);

/** The shape every file of schemas/reports/ must have; checked once at load time. */
export const REPORT_DECLARATION_SCHEMA = {
  type: 'object',
  required: ['id', 'menu', 'order', 'visibility', 'columns', 'chart'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    id: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
    menu: { enum: [...MENU_GROUPS] },
    order: { type: 'integer' },
    visibility: { type: 'string', minLength: 1, maxLength: 100 },
    totalsBy: { type: 'string' },
    columns: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['key', 'type'],
        additionalProperties: false,
        properties: {
          key: { type: 'string', pattern: PROPERTY_NAME.source },
          type: { enum: COLUMN_TYPES },
          unit: { enum: UNITS },
          decimals: { type: 'integer', minimum: 0, maximum: 10 },
          total: { type: 'boolean' },
          resource: { type: 'string', minLength: 1 },
          detail: { type: 'boolean' },
          link: {
            type: 'object',
            required: ['value', 'resource', 'filters'],
            additionalProperties: false,
            properties: {
              value: { type: 'string' },
              resource: { type: 'string', minLength: 1 },
              filters: { type: 'object', additionalProperties: { type: 'string' } },
            },
          },
        },
      },
    },
    chart: {
      type: 'object',
      required: ['type', 'x', 'y'],
      additionalProperties: false,
      properties: {
        type: { enum: ['column', 'line'] },
        x: { type: 'string' },
        y: { type: 'array', minItems: 1, items: { type: 'string' } },
        series: { type: 'string' },
        unit: { type: 'string' },
      },
    },
  },
} as const;

/** What JSON Schema cannot say about a report declaration (the file `reports/{name}.json`); the first problem or undefined. */
export function reportDeclarationProblem(entities: Entities, file: string, report: ReportDeclaration): string | undefined {
  if (file !== reportFile(report.id)) return `id "${report.id}" must be the file's name (${reportFile(report.id)})`;
  const columns = new Map<string, ReportDeclaration['columns'][number]>();
  for (const column of report.columns) {
    if (columns.has(column.key)) return `column "${column.key}" is declared twice`;
    columns.set(column.key, column);
    if ((column.type === 'ref') !== (column.resource !== undefined)) return `column "${column.key}": a resource belongs to, and only to, a ref column`;
    if (column.resource !== undefined && !entities.has(column.resource)) return `column "${column.key}" refers to unknown resource "${column.resource}"`;
    const { link } = column;
    if (link && (column.type !== 'enum' || !entities.has(link.resource)))
      return `column "${column.key}": a link belongs to an enum column and names a known resource`;
    const numeric = NUMERIC.has(column.type);
    if (!numeric && (column.total || column.unit !== undefined || column.decimals !== undefined)) {
      return `column "${column.key}": total, unit and decimals need a number or integer column`;
    }
  }
  if (report.totalsBy !== undefined && !columns.has(report.totalsBy)) return `totalsBy: "${report.totalsBy}" is not one of its columns`;
  for (const { key, link } of report.columns) {
    for (const [field, source] of Object.entries(link?.filters ?? {})) {
      if (!columns.has(source) || !entities.get(link!.resource)!.properties[field])
        return `column "${key}": the link filters ${field} by a column or field that does not exist`;
    }
  }
  const { chart } = report;
  for (const key of [chart.x, chart.series, chart.unit, ...chart.y]) {
    if (key !== undefined && !columns.has(key)) return `chart: "${key}" is not one of its columns`;
  }
  const notNumeric = chart.y.find((key) => !NUMERIC.has(columns.get(key)!.type));
  if (notNumeric !== undefined) return `chart: y "${notNumeric}" must be a number or integer column`;
  return undefined;
}
