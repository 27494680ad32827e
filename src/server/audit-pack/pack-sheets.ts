import type { Cell, SheetData } from 'write-excel-file/node';
import type { BalanceMovement } from '../../shared/mass-balance/api';
import type { ReportId } from '../../shared/reports/api';
import type { Registry } from '../../shared/registry';
import { languageDateFormat, timeLocale, type Language } from '../../shared/settings';
import type { Queryable } from '../db/db';
import { dayCell, exportCell, exportHeader, type ExportClock, type ExportWording } from '../exports/list-cells';
import { listTextsOf, textsOf } from '../i18n/translate';
import { listBalanceMovements } from '../mass-balance/queries';
import { CREDIT_REPORT } from '../reports/report-queries';
import type { ReportSql } from '../reports/report-sql';
import { reportSheet } from '../reports/export';
import { resolveFilters } from '../reports/filters';
import { isCompliancePeriod } from '../../shared/reports/periods';
import { reportFigures } from '../reports/service';
import type { Row } from '../resources/repository';
import { packBalancesSql, packParams, type PackPeriod } from './pack-period';

/** Movements read per statement while the sheets are filled. */
const MOVEMENT_PAGE = 10_000;

export interface PackScope {
  tenant: string;
  /** The tenant's business day (report master data) and time zone (date cells). */
  day: string;
  timeZone: string;
  site?: string;
  period: PackPeriod;
  language: Language;
  /** Whether the tenant shows the credit report and the CATS credits: their sheets are left out otherwise. */
  credits: boolean;
  cats: boolean;
}

export interface PackSheets {
  names: string[];
  sheets: SheetData[];
  /** The balances of the period (every one at the site), in the order of their sheet. */
  balances: Row[];
}

const number = (value: number | null | undefined): Cell =>
  value === null || value === undefined ? null : { value: Number(value), type: Number, format: '0.000' };

/** The rows of one entity as the list export writes them: every property, labelled in the pack's language. */
function recordSheet(wording: ExportWording, rows: Row[]): SheetData {
  const columns = Object.keys(wording.entity.properties);
  return [exportHeader(wording, columns), ...rows.map((row) => columns.map((column) => exportCell(wording, column, row[column])))];
}

/** Every movement of one side of a balance, with its allocations. */
async function balanceMovements(db: Queryable, tenant: string, balance: string, side: 'inputs' | 'outputs'): Promise<BalanceMovement[]> {
  const movements: BalanceMovement[] = [];
  for (let offset = 0; ; offset += MOVEMENT_PAGE) {
    const { rows, total } = await listBalanceMovements(db, tenant, balance, side, { offset, limit: MOVEMENT_PAGE });
    movements.push(...rows);
    if (offset + MOVEMENT_PAGE >= total) return movements;
  }
}

/**
 * The sheets of an audit pack: the balances of the period with their figures, their inputs and outputs with
 * each allocation (a line per allocation, a movement without one on a line of its own), the proofs received
 * and issued, the credit generation rows and the CATS links of the period.
 */
export async function packSheets(db: Queryable, registry: Registry, reportQueries: ReadonlyMap<ReportId, ReportSql>, scope: PackScope): Promise<PackSheets> {
  const { tenant, period, language } = scope;
  const t = textsOf(language, 'documents');
  const labels = listTextsOf(language);
  const clock: ExportClock = { dateFormat: languageDateFormat(language), timeZone: scope.timeZone, locale: timeLocale(language) };
  const wording = (resource: string): ExportWording => ({ ...clock, entity: registry.get(resource)!, registry, t: labels, referenceLabel: () => undefined });
  const column = (key: string) => t(`documents.auditPack.columns.${key}`);
  const names: string[] = [];
  const sheets: SheetData[] = [];
  const add = (key: string, data: SheetData) => {
    names.push(t(`documents.auditPack.sheets.${key}`));
    sheets.push(data);
  };

  const { rows: balances } = await db.query<Row>(
    `SELECT * FROM e_mass_balances b WHERE ${packBalancesSql('b')} ORDER BY site, product, "dateFrom"`,
    packParams(tenant, period, scope.site),
  );
  add('balances', recordSheet(wording('mass-balances'), balances));

  const received = new Set<string>();
  const issued = new Set<string>();
  for (const side of ['inputs', 'outputs'] as const) {
    const header = ['balance', 'movement', 'date', 'partner', 'status', 'quantity', 'covered', 'uncovered', 'proof', 'certificateNumber', 'allocated'];
    const lines: Cell[][] = [[...header, ...(side === 'outputs' ? ['issuedProof'] : [])].map(column)];
    for (const balance of balances) {
      const id = String(balance.identifierValue);
      for (const movement of await balanceMovements(db, tenant, id, side)) {
        const head: Cell[] = [id, movement.key, dayCell(clock, movement.date), movement.partner ?? null, movement.movementStatus ?? null];
        const figures = [number(movement.quantity), number(movement.covered), number(movement.uncovered)];
        if (!movement.allocations.length) lines.push([...head, ...figures]);
        for (const allocation of movement.allocations) {
          (side === 'inputs' ? received : issued).add(side === 'inputs' ? allocation.proof : (allocation.issuedProof ?? allocation.proof));
          lines.push([
            ...head,
            ...figures,
            allocation.proof,
            allocation.certificateNumber ?? null,
            number(allocation.quantity),
            ...(side === 'outputs' ? [allocation.issuedProof ?? null] : []),
          ]);
        }
      }
    }
    add(side, lines);
  }

  const proofRows = async (keys: Set<string>) =>
    (await db.query<Row>('SELECT * FROM e_sustainabilitydata WHERE tenant = $1 AND number = ANY($2::text[]) ORDER BY number', [tenant, [...keys]])).rows;
  add('proofsReceived', recordSheet(wording('sustainabilitydata'), await proofRows(received)));
  add('proofsIssued', recordSheet(wording('sustainabilitydata'), await proofRows(issued)));

  const report = registry.reports.get(CREDIT_REPORT);
  const sql = reportQueries.get(CREDIT_REPORT);
  if (scope.credits && report && sql) {
    // One compliance year at a time (a pack of November to January spans two); a year before the first has no credits.
    const data: SheetData = [];
    for (const year of [...new Set(period.months.map((month) => month.slice(0, 4)))].filter(isCompliancePeriod)) {
      const months = period.months.filter((month) => month.startsWith(year));
      const filters = resolveFilters(
        { compliancePeriod: year, monthFrom: months[0], monthTo: months[months.length - 1], ...(scope.site && { site: scope.site }) },
        year,
      );
      const figures = await reportFigures(db, report, sql, tenant, scope.day, filters, { offset: 0, limit: Number.MAX_SAFE_INTEGER });
      data.push(...reportSheet(report, figures, language).slice(data.length ? 1 : 0));
    }
    if (!data.length) data.push(reportSheet(report, { rows: [], total: 0, totals: [], chart: [] }, language)[0]);
    add('credits', data);
  }

  if (scope.cats) {
    const { rows } = await db.query<{ credit: string; outbound: string; date: string; site: string; product: string; quantity: string | null }>(
      `SELECT l.source_key AS credit, l.target_key AS outbound, o."loadingDate"::text AS date, o."loadingSite" AS site, o.product, l.quantity::text AS quantity
         FROM record_links l JOIN e_outbounds o ON o.tenant = l.tenant AND o.number = l.target_key
        WHERE l.tenant = $1 AND l.source_resource = 'catscredits' AND l.target_resource = 'outbounds'
          AND o."loadingDate" BETWEEN $2 AND $3 AND ($4::text IS NULL OR o."loadingSite" = $4)
        ORDER BY l.source_key, o."loadingDate", l.target_key`,
      [tenant, period.from, period.to, scope.site ?? null],
    );
    add('catsLinks', [
      ['credit', 'outbound', 'date', 'site', 'product', 'allocated'].map(column),
      ...rows.map((row) => [
        row.credit,
        row.outbound,
        dayCell(clock, row.date),
        row.site,
        row.product,
        number(row.quantity === null ? null : Number(row.quantity)),
      ]),
    ]);
  }
  return { names, sheets, balances };
}
