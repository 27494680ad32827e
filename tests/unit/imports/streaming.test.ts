import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readImportFile } from '../../../src/server/imports/read/read-import-file';
import { declaration, RAW_HEADER, registry } from './read-helpers';

const CHUNKS = 200;
const ROWS_PER_CHUNK = 500;

/** A raw import of CHUNKS × ROWS_PER_CHUNK rows, counting the chunks taken from it. */
function source(taken: { chunks: number }) {
  return (async function* () {
    yield Buffer.from(`${RAW_HEADER}\n`);
    for (let chunk = 0; chunk < CHUNKS; chunk++) {
      taken.chunks++;
      let text = '';
      for (let row = 0; row < ROWS_PER_CHUNK; row++) text += `Eingang;ERP-${chunk}-${row};MAT-1012;offen;01.10.2026\n`;
      yield Buffer.from(text);
    }
  })();
}

/**
 * The chunks taken once the reading has stopped by itself: the source is in memory, so the reading moves on
 * with turns of the event loop; it has stopped when a run of turns takes nothing more (or the source is done).
 */
async function whenIdle(taken: { chunks: number }): Promise<number> {
  for (let before = -1; taken.chunks !== before;) {
    before = taken.chunks;
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
  }
  return taken.chunks;
}

describe('streaming', () => {
  it('rows come in batches of batchSize, with rowsRead counting all batches', async () => {
    const sizes: number[] = [];
    let rowsRead = 0;
    for await (const batch of readImportFile(source({ chunks: 0 }), declaration('rawImport'), { registry, today: '2026-11-24', batchSize: 30_000 })) {
      sizes.push(batch.rows.length);
      rowsRead = batch.rowsRead;
    }
    expect(sizes).toEqual([30_000, 30_000, 30_000, 10_000]);
    expect(rowsRead).toBe(CHUNKS * ROWS_PER_CHUNK);
  });

  it('the first batch comes before the file is read to its end (no array of all rows)', async () => {
    const taken = { chunks: 0 };
    for await (const batch of readImportFile(source(taken), declaration('rawImport'), { registry, today: '2026-11-24', batchSize: 1000 })) {
      expect(batch.rows).toHaveLength(1000);
      break;
    }
    expect(taken.chunks).toBeLessThan(CHUNKS / 2);
  });

  it('a consumer that waits holds the reading (backpressure: only the stream buffers fill)', async () => {
    const taken = { chunks: 0 };
    const batches = readImportFile(source(taken), declaration('rawImport'), { registry, today: '2026-11-24', batchSize: 1000 });
    await batches.next();
    const waited = await whenIdle(taken);
    expect(waited).toBeLessThan(CHUNKS / 4);
    await batches.return(undefined);
  });

  it('the input is closed when the consumer stops early', async () => {
    const input = Readable.from(source({ chunks: 0 }));
    for await (const batch of readImportFile(input, declaration('rawImport'), { registry, today: '2026-11-24', batchSize: 1000 })) {
      expect(batch.rows.length).toBe(1000);
      break;
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(input.destroyed).toBe(true);
  });

  it('the input is closed after a file error', async () => {
    const input = Readable.from(
      (function* () {
        yield Buffer.from('Standort;Produkt\n');
        for (let chunk = 0; chunk < 1000; chunk++) yield Buffer.from('LOC-0001;MAT-1001\n'.repeat(1000));
      })(),
    );
    await expect(readImportFile(input, declaration('rawImport'), { registry, today: '2026-11-24' }).next()).rejects.toThrow('errors.missingColumn');
    await new Promise((resolve) => setImmediate(resolve));
    expect(input.destroyed).toBe(true);
  });
});
