import { join } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { folderModules } from '../module-folder';

const AREAS_DIR = join(import.meta.dirname, 'areas');

/**
 * Registers every route plugin in routes/areas/ (each file default-exports one), so a feature area
 * adds its routes with a file of its own instead of an edit to app.ts. `only`: just these areas (file
 * names without extension).
 */
export async function registerAreaRoutes(api: FastifyInstance, only?: readonly string[]): Promise<void> {
  for (const area of await folderModules<FastifyPluginAsync>(AREAS_DIR)) {
    if (!only || only.includes(area.name)) await api.register(area.value);
  }
}
