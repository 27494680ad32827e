import { createHash } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { packZip } from '../../../src/server/audit-pack/pack-zip';

const collect = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
};

describe('audit pack ZIP', () => {
  it('writes the files in order and an index of each with its size and SHA-256', async () => {
    const made = new Date('2026-01-31T12:00:00Z');
    const zip = packZip(
      [
        { path: 'a.txt', read: async () => Buffer.from('first') },
        { path: 'b/c.txt', read: async () => Buffer.from('second') },
      ],
      'index.txt',
      (files) => files.map((file) => `${file.path} ${file.size} ${file.sha256}`).join('\n'),
      made,
    );
    const files = unzipSync(await collect(zip));
    expect(Object.keys(files)).toEqual(['a.txt', 'b/c.txt', 'index.txt']);
    const sha = (value: string) => createHash('sha256').update(value).digest('hex');
    expect(strFromU8(files['index.txt'])).toBe(`a.txt 5 ${sha('first')}\nb/c.txt 6 ${sha('second')}`);
  });

  it('a file that cannot be read ends the stream with its error instead of leaving it open', async () => {
    const zip = packZip([{ path: 'broken', read: async () => Promise.reject(new Error('gone')) }], 'index.txt', () => '', new Date());
    await expect(text(zip)).rejects.toThrow('gone');
  });
});
