import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Queryable } from '../../src/server/db/db';
import { copyText } from '../../src/server/resources/copy-text';
import { Random, round } from '../../src/server/seed/prng';

/** Keys of a seeded tenant's master data that the generated movements refer to. */
export interface RawImportMasterData {
  products: string[];
  sites: string[];
  partners: string[];
}

/** One movement of the raw import (schemas/imports/raw-import.json) in plain values. */
export interface RawImportRow {
  direction: 'IN' | 'OUT';
  number: string;
  product: string;
  movementStatus: string;
  loadingDate: string;
  dischargeDate: string;
  supplierPartner: string;
  recipientPartner: string;
  loadingSite: string;
  dischargeSite: string;
  quantityLoadedL15: number;
  quantityLoadedKg: number;
  quantityDischargedL15: number;
  quantityDischargedKg: number;
  documentNumber: string;
  comment: string;
}

/** The file's columns: English headers of raw-import.json, in this order (a realistic subset). */
const COLUMNS: [keyof RawImportRow, string][] = [
  ['direction', 'Direction'],
  ['number', 'Movement number'],
  ['product', 'Product'],
  ['movementStatus', 'Status'],
  ['loadingDate', 'Loading date'],
  ['dischargeDate', 'Discharge date'],
  ['supplierPartner', 'Supplier'],
  ['recipientPartner', 'Recipient'],
  ['loadingSite', 'Loading site'],
  ['dischargeSite', 'Discharge site'],
  ['quantityLoadedL15', 'Quantity loaded L15'],
  ['quantityLoadedKg', 'Quantity loaded kg'],
  ['quantityDischargedL15', 'Quantity discharged L15'],
  ['quantityDischargedKg', 'Quantity discharged kg'],
  ['documentNumber', 'Document number'],
  ['comment', 'Comment'],
];

export async function readMasterData(db: Queryable, tenant: string): Promise<RawImportMasterData> {
  const keys = async (table: string) =>
    (await db.query<{ number: string }>(`SELECT DISTINCT number FROM ${table} WHERE tenant = $1 ORDER BY number`, [tenant])).rows.map((row) => row.number);
  const master = { products: await keys('e_products'), sites: await keys('e_locations'), partners: await keys('e_partners') };
  if (Object.values(master).some((list) => list.length === 0)) throw new Error(`tenant ${tenant} lacks products, locations or partners`);
  return master;
}

/** `count` deterministic movements, inbounds and outbounds alternating, numbered `{prefix}-{n}`. */
export function* rawImportRows(count: number, master: RawImportMasterData, prefix: string): Generator<RawImportRow> {
  const random = new Random('bench-raw-import', prefix);
  for (let index = 0; index < count; index++) {
    const day = 1 + (index % 28);
    const month = 1 + (Math.floor(index / 28) % 12);
    const loadingDate = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const kg = round(random.float(5_000, 40_000), 3);
    const l15 = round(kg / random.float(0.78, 0.9), 3);
    yield {
      direction: index % 2 ? 'OUT' : 'IN',
      number: `${prefix}-${index + 1}`,
      product: random.pick(master.products),
      movementStatus: 'open',
      loadingDate,
      dischargeDate: loadingDate,
      supplierPartner: random.pick(master.partners),
      recipientPartner: random.pick(master.partners),
      loadingSite: random.pick(master.sites),
      dischargeSite: random.pick(master.sites),
      quantityLoadedL15: l15,
      quantityLoadedKg: kg,
      quantityDischargedL15: l15,
      quantityDischargedKg: kg,
      documentNumber: `DOC-${index + 1}`,
      comment: index % 1000 === 0 ? 'Lieferung; "gemäß" Rahmenvertrag' : '',
    };
  }
}

/** As the company's ERP writes it: `;`, decimal comma, DD.MM.YYYY, CRLF, UTF-8. */
function fileValue(value: string | number): string {
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (/^\d{4}-\d\d-\d\d$/.test(value)) return `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)}`;
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Writes the raw import file of the rows to `path` (streamed with backpressure); answers its size in bytes. */
export async function writeRawImportFile(path: string, rows: Iterable<RawImportRow>): Promise<number> {
  const out = createWriteStream(path);
  let bytes = 0;
  const write = async (line: string) => {
    bytes += Buffer.byteLength(line);
    if (!out.write(line)) await once(out, 'drain');
  };
  await write(`${COLUMNS.map(([, header]) => header).join(';')}\r\n`);
  for (const row of rows) await write(`${COLUMNS.map(([name]) => fileValue(row[name])).join(';')}\r\n`);
  out.end();
  await once(out, 'finish');
  return bytes;
}

/** The bare table the COPY reference loads: the file's columns in their database types, no key, no index. */
export const BARE_TABLE = 'bench_raw_import';
export const bareTableSql = () =>
  `CREATE TABLE ${BARE_TABLE} (${COLUMNS.map(([name]) => `"${name}" ${/^quantity/.test(name) ? 'numeric' : /Date$/.test(name) ? 'date' : 'text'}`).join(', ')})`;
export const bareColumns = () => COLUMNS.map(([name]) => `"${name}"`);

/**
 * The indexed table the second COPY reference loads: the inbounds table's columns, primary key and every
 * index the registry gives it (trigram index included), without its triggers; the rows as inbounds of one
 * tenant. What COPY itself costs with the indexes the lists need: the write cost of those indexes.
 */
export const INDEXED_TABLE = 'bench_indexed_import';
export const indexedTableSql = (tenant: string) => [
  `CREATE TABLE ${INDEXED_TABLE} (LIKE e_inbounds INCLUDING DEFAULTS INCLUDING INDEXES)`,
  `ALTER TABLE ${INDEXED_TABLE} ALTER tenant SET DEFAULT '${tenant.replaceAll("'", "''")}', ALTER created_by SET DEFAULT 'bench', ALTER updated_by SET DEFAULT 'bench'`,
];
/** The file's columns an inbound has (all but the direction). */
const INDEXED_NAMES = COLUMNS.map(([name]) => name).filter((name) => name !== 'direction');
export const indexedColumns = () => INDEXED_NAMES.map((name) => `"${name}"`);

/** The rows in COPY's text format (ISO dates, decimal point), `batch` at a time; `names`: the columns, by default all of the file's. */
export function* bareCopyBatches(rows: Iterable<RawImportRow>, batch: number, names: string[] = COLUMNS.map(([name]) => name)): Generator<string> {
  let chunk: Record<string, unknown>[] = [];
  for (const row of rows) {
    chunk.push(row as unknown as Record<string, unknown>);
    if (chunk.length === batch) {
      yield copyText(chunk, names);
      chunk = [];
    }
  }
  if (chunk.length) yield copyText(chunk, names);
}

/** The rows as the indexed COPY reference loads them. */
export const indexedCopyBatches = (rows: Iterable<RawImportRow>, batch: number) => bareCopyBatches(rows, batch, INDEXED_NAMES);
