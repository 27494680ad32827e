import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import yazl from 'yazl';

/** A file of the pack as its index names it. */
export interface PackFile {
  path: string;
  size: number;
  sha256: string;
}

/** A file the pack reads when its turn comes, so no more than one document is in memory at a time. */
export interface LazyFile {
  path: string;
  read: () => Promise<Buffer>;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The pack as a ZIP stream: `files` in order, each read only when the ZIP is written that far, then the
 * index `indexPath` made by `index` from every file before it with its size and SHA-256.
 */
export function packZip(files: LazyFile[], indexPath: string, index: (files: PackFile[]) => string, made: Date): Readable {
  const zip = new yazl.ZipFile();
  // A file that cannot be read ends the stream with its error (the answer breaks off), never a hang or a crash.
  zip.on('error', (error: Error) => (zip.outputStream as Readable).destroy(error));
  const written: PackFile[] = [];
  const entry = (path: string, read: () => Promise<Buffer>) =>
    zip.addReadStreamLazy(path, { mtime: made }, (callback) => {
      read().then(
        (bytes) => {
          written.push({ path, size: bytes.length, sha256: sha256(bytes) });
          callback(null, Readable.from([bytes]));
        },
        (error: Error) => callback(error, undefined as never),
      );
    });
  for (const file of files) entry(file.path, file.read);
  entry(indexPath, async () => Buffer.from(index(written), 'utf8'));
  zip.end();
  return zip.outputStream as Readable;
}
