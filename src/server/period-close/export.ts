import type { Readable } from 'node:stream';
import type { Cell, SheetData } from 'write-excel-file/node';
import type { CloseStatus } from '../../shared/period-close/api';
import { xlsxFile } from '../exports/files';
import { dayCell, instantCell, type ExportClock } from '../exports/list-cells';
import { importTypeLabel } from '../../shared/imports/type-label';
import { enumLabel } from '../../shared/labels';
import type { Registry } from '../../shared/registry';
import { importTextsOf, textsOf, type Language } from '../i18n/translate';

type Line = Cell[];

const number = (value: number, decimals = 3): Cell => ({ value, type: Number, format: `0.${'0'.repeat(decimals)}` });
const bold = (value: string): Cell => ({ value, fontWeight: 'bold' });

/**
 * The period-close status as one XLSX sheet for the auditor: each section a heading, its header row and its lines;
 * days and instants as date cells of the user's `clock`.
 */
export function closeStatusXlsx(status: CloseStatus, language: Language, registry: Registry, clock: ExportClock): Promise<Readable> {
  const t = textsOf(language, 'periodClose');
  // Values as the lists word them: enum labels and import type names.
  const labels = importTextsOf(language);
  const enumText = (resource: string, property: string, value: unknown) => enumLabel(labels, registry.get(resource)!, property, value);
  const c = (key: string) => bold(t(`periodClose.columns.${key}`));
  const lines: Line[] = [[bold(`${t('periodClose.title')} ${status.period.period}`), `${status.period.from} – ${status.period.to}`]];
  const section = (title: string, header: string[], rows: Line[]) => lines.push([], [bold(title)], header.map(c), ...rows);

  section(
    t('periodClose.sections.balances'),
    ['site', 'product', 'balance', 'status', 'unit', 'inputs', 'outputs', 'uncoveredInputs', 'uncoveredOutputs', 'errorLines', 'missingMonths'],
    status.siteProducts.flatMap(({ site, product, balances, missingMonths }) => {
      const missing = missingMonths.join(', ');
      if (!balances.length) return [[site, product, null, t('periodClose.status.missing'), null, null, null, null, null, null, missing]];
      return balances.map((b): Line => [
        site,
        product,
        b.id,
        t(`periodClose.status.${b.status}`),
        b.unit,
        number(b.inputs),
        number(b.outputs),
        number(b.uncoveredInputs),
        number(b.uncoveredOutputs),
        { value: b.errorLines, type: Number },
        missing,
      ]);
    }),
  );
  section(
    t('periodClose.sections.movementsOutside'),
    ['resource', 'number', 'date', 'site', 'product', 'status'],
    status.movementsOutside.rows.map((m) => [
      t(`periodClose.resources.${m.resource}`),
      m.key,
      dayCell(clock, m.date),
      m.site,
      m.product,
      enumText(m.resource, 'movementStatus', m.status),
    ]),
  );
  if (status.unconfiguredOutbounds) {
    section(
      t('periodClose.sections.unconfigured'),
      ['number', 'date', 'site', 'product', 'quantityM3'],
      status.unconfiguredOutbounds.rows.map((o) => [o.key, dayCell(clock, o.date), o.site, o.product, number(o.quantityM3)]),
    );
  }
  if (status.credits) {
    const { credits } = status;
    lines.push([], [bold(t('periodClose.sections.credits', { period: credits.compliancePeriod }))]);
    for (const key of ['provisional', 'recorded', 'assigned', 'difference'] as const) {
      const value = {
        provisional: credits.provisionalCredits,
        recorded: credits.recordedCredits,
        assigned: credits.assignedCredits,
        difference: credits.difference,
      }[key];
      lines.push([t(`periodClose.credits.${key}`), number(value, 6)]);
    }
    section(
      t('periodClose.sections.unassigned'),
      ['credit', 'quantity', 'assigned'],
      credits.unassigned.map((u) => [u.key, number(u.quantity, 6), number(u.assigned, 6)]),
    );
    section(
      t('periodClose.sections.unlinked'),
      ['number', 'date', 'site', 'product', 'quantityM3'],
      credits.unlinkedOutbounds.map((o) => [o.key, dayCell(clock, o.date), o.site, o.product, number(o.quantityM3)]),
    );
  }
  if (status.imports) {
    section(
      t('periodClose.sections.imports'),
      ['importType', 'importStatus', 'fileName', 'startedAt', 'errorCount'],
      status.imports.runs.rows.map((i) => [
        importTypeLabel(labels, registry, i.importType),
        enumText('import-messages', 'importStatus', i.importStatus),
        i.fileName,
        instantCell(clock, new Date(i.startedAt)),
        i.errorCount,
      ]),
    );
  }
  return xlsxFile(lines as SheetData, t('periodClose.title'));
}
