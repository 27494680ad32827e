import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * A stand-in for the built client (`dist/client`): an index.html, one hashed script and the `files` given (path under
 * the folder -> content), in a temporary folder removed after the test file.
 */
export async function fakeClientBuild(files: Record<string, string | Buffer> = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'client-'));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const all = { 'index.html': '<!doctype html><title>Fuel Portal</title>', 'assets/index-abc123.js': 'console.log(1)', ...files };
  for (const [path, content] of Object.entries(all)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  return dir;
}
