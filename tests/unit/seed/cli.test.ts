import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** Runs `npm run seed -- <args>` (without npm) and answers its exit code and error output. */
async function seedCli(args: string[]): Promise<{ code: number; stderr: string }> {
  try {
    await run(process.execPath, ['--import', 'tsx', 'src/server/seed/cli.ts', ...args], { env: { ...process.env, DATA_DIR: '/nonexistent/never-opened' } });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

describe('npm run seed', () => {
  it('refuses a size outside the allowed range before opening the database', async () => {
    const sizes = ['1e-9', '0', '1001', 'big'];
    const answers = await Promise.all(sizes.map((size) => seedCli(['--tenant', 'TENANT1', '--size', size])));
    for (const [index, { code, stderr }] of answers.entries()) {
      expect(code, sizes[index]).toBe(1);
      expect(stderr, sizes[index]).toContain('--size must be a number from 0.01 to 1000');
    }
  }, 60_000);
});
