import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Budget of a first visit: what it downloads before the login form shows, gzip JavaScript, in bytes. */
export const FIRST_LOAD_BUDGET = 450_000;

/** The lazy chunks the first screen waits for: `/` leads to the login page, in English unless the browser asks for German. */
const FIRST_SCREEN = ['src/client/login/LoginPage.tsx', 'src/client/i18n/locale-en.ts'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export interface FirstLoad {
  bytes: number;
  files: { file: string; bytes: number }[];
}

/**
 * Sums the gzip size of the entry's and the first screen's chunks (the login page, one language's texts) with everything they import
 * statically (what the browser must fetch before the login form renders), from vite's manifest.
 */
export function measureFirstLoad(outDir: string): FirstLoad {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  for (const key of FIRST_SCREEN) if (!manifest[key]) throw new Error(`${key} is not a chunk of the build`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of [...entries, ...FIRST_SCREEN]) visit(key);
  const files = [...seen]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, bytes: gzipSync(readFileSync(join(outDir, file))).length }))
    .sort((a, b) => b.bytes - a.bytes);
  return { bytes: files.reduce((sum, { bytes }) => sum + bytes, 0), files };
}
