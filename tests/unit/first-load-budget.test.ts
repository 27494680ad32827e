import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGET, measureFirstLoad } from '../../src/build/first-load';

const OUT_DIR = join(import.meta.dirname, '../../dist/client');

describe('first load', () => {
  it('the login page needs at most 450 kB of gzip JavaScript', () => {
    expect(existsSync(join(OUT_DIR, '.vite/manifest.json')), 'no client build: run `npm run build` first (npm test does)').toBe(true);
    const { bytes, files } = measureFirstLoad(OUT_DIR);
    expect(
      bytes,
      `first load ${bytes} bytes; largest: ${files
        .slice(0, 5)
        .map((file) => `${file.file} ${file.bytes}`)
        .join(', ')}`,
    ).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
  });
});
