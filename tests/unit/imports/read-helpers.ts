import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { readImportFile } from '../../../src/server/imports/read/read-import-file';
import { ImportFileError, type ImportRow, type PartialRow, type ReadProblem } from '../../../src/server/imports/read/types';
import type { ImportDeclaration } from '../../../src/shared/imports/declaration';
import { buildRegistry } from '../../../src/shared/registry';
import { readRegistryFiles } from '../../support/registry-files';

export const root = join(import.meta.dirname, '../../..');
export const fixtures = join(root, 'tests/fixtures/imports');

export const registryFiles = readRegistryFiles();
export const registry = buildRegistry(registryFiles);

export const declaration = (type: string): ImportDeclaration => registry.imports.get(type)!;

export interface ReadResult {
  rows: ImportRow[];
  partial: PartialRow[];
  problems: ReadProblem[];
  warnings: ReadProblem[];
  rowsRead: number;
  batches: number;
}

/** Bytes in small chunks (chunk borders fall inside characters and records). */
export const chunked = (bytes: Buffer, size = 7): Readable =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
    })(),
  );

/** Reads a whole file; a whole-file problem comes back as `fileError`. */
export async function read(
  content: string | Buffer,
  type: ImportDeclaration | string = 'rawImport',
  options: { batchSize?: number; today?: string; chunkSize?: number } = {},
): Promise<ReadResult & { fileError?: ReadProblem[] }> {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  const result: ReadResult = { rows: [], partial: [], problems: [], warnings: [], rowsRead: 0, batches: 0 };
  const decl = typeof type === 'string' ? declaration(type) : type;
  try {
    for await (const batch of readImportFile(chunked(bytes, options.chunkSize), decl, {
      registry,
      today: options.today ?? '2026-11-24',
      batchSize: options.batchSize,
    })) {
      result.rows.push(...batch.rows);
      result.partial.push(...batch.partial);
      result.problems.push(...batch.problems);
      result.warnings.push(...batch.warnings);
      result.rowsRead = batch.rowsRead;
      result.batches++;
    }
  } catch (error) {
    if (error instanceof ImportFileError) return { ...result, fileError: error.problems };
    throw error;
  }
  return result;
}

export const fixture = (name: string): Buffer => readFileSync(join(fixtures, name));

/** A raw import file (`;`, German headers) of the given rows after the header. */
export const RAW_HEADER = 'Richtung;Bewegungsnummer;Produkt;Status;Beladedatum';
export const raw = (...rows: string[]): string => [RAW_HEADER, ...rows].join('\n') + '\n';
export const RAW_ROW = 'Eingang;ERP-1;MAT-1012;offen;01.10.2026';
