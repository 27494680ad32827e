/**
 * Throughput and memory of the reader on a generated raw import (not a test; run by hand):
 *   npx tsx tests/unit/imports/measure-read.ts [rows=200000]
 * Prints rows/s (wall and CPU), CPU seconds and the process's RSS before and at most.
 */
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { createReadStream, createWriteStream, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readImportFile } from '../../../src/server/imports/read/read-import-file';
import { declaration, registry } from './read-helpers';

const HEADER =
  'Richtung;Bewegungsnummer;Produkt;Status;Beladedatum;Entladedatum;Lieferant;Empfänger;Beladeort;Entladeort;' +
  'Menge beladen;Menge beladen L15;Menge beladen kg;Transportart;Incoterm;Belegnummer;Bemerkung\n';

async function writeFile(path: string, rows: number): Promise<void> {
  const out = createWriteStream(path);
  out.write(`\uFEFF${HEADER}`);
  let text = '';
  for (let i = 0; i < rows; i++) {
    const day = `${String(1 + (i % 28)).padStart(2, '0')}.0${1 + (i % 9)}.2026`;
    text += `${i % 2 ? 'A' : 'E'};ERP-${i};MAT-10${10 + (i % 20)};offen;${day};${day};10000${1 + (i % 5)};10000${1 + ((i + 1) % 5)};`;
    text += `LOC-000${1 + (i % 4)};LOC-000${1 + ((i + 1) % 4)};${(i * 13) % 100_000},${i % 1000};1.234,5;${i};LKW;FCA;DOC${i};Kommentar ${i}\n`;
    if (text.length > 65_536) {
      if (!out.write(text)) await once(out, 'drain');
      text = '';
    }
  }
  out.end(text);
  await once(out, 'finish');
}

const rows = Number(process.argv[2] ?? 200_000);
const path = join(tmpdir(), `measure-read-${process.pid}.csv`);
await writeFile(path, rows);
// Warm up (validators, declarations) outside the measurement.
for await (const _ of readImportFile(Readable.from([Buffer.from(`${HEADER}E;W-1;MAT-1012;offen;01.10.2026;;;;;;;;;;;;\n`)]), declaration('rawImport'), {
  registry,
  today: '2026-11-24',
}))
  void _;
const rssBefore = process.memoryUsage().rss;
let maxRss = rssBefore;
let read = 0;
const start = performance.now();
const cpu = process.cpuUsage();
for await (const batch of readImportFile(createReadStream(path), declaration('rawImport'), { registry, today: '2026-11-24' })) {
  read = batch.rowsRead;
  if (batch.problems.length) throw new Error(JSON.stringify(batch.problems[0]));
  maxRss = Math.max(maxRss, process.memoryUsage().rss);
}
const seconds = (performance.now() - start) / 1000;
const used = process.cpuUsage(cpu);
const cpuSeconds = (used.user + used.system) / 1e6;
rmSync(path);
console.log({
  rows: read,
  seconds: Number(seconds.toFixed(2)),
  rowsPerSecond: Math.round(read / seconds),
  cpuSeconds: Number(cpuSeconds.toFixed(2)),
  rowsPerCpuSecond: Math.round(read / cpuSeconds),
  rssBeforeMB: Math.round(rssBefore / 1e6),
  rssMaxMB: Math.round(maxRss / 1e6),
});
