import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

const AREAS_DIR = join(import.meta.dirname, 'areas');

/**
 * Registers every route plugin in routes/areas/ (each file default-exports one), so a feature area
 * adds its routes with a file of its own instead of an edit to app.ts.
 */
export async function registerAreaRoutes(api: FastifyInstance): Promise<void> {
  if (!existsSync(AREAS_DIR)) return;
  const files = readdirSync(AREAS_DIR)
    .filter((file) => /\.[cm]?[jt]s$/.test(file) && !file.endsWith('.d.ts'))
    .sort();
  for (const file of files) {
    const module = (await import(pathToFileURL(join(AREAS_DIR, file)).href)) as { default: FastifyPluginAsync };
    await api.register(module.default);
  }
}
