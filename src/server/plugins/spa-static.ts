import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const HASHED_ASSET = /[\\/]assets[\\/]/;

/**
 * Serves the built client. Hashed files under /assets are cached for a year, everything else
 * (index.html) is revalidated. One route per file of the build as it is at start (no wildcard), so every
 * other path, however odd (`//host/%2e%2e`, a very long segment), goes to the not-found plugin: the app's
 * page for a GET outside /api, 404 NOT_FOUND under it. A browser that accepts brotli or gzip gets the copy the
 * build compressed (src/build/precompress.ts).
 */
export const spaStaticPlugin = fp(async (app: FastifyInstance, options: { root: string }) => {
  await app.register(fastifyStatic, {
    root: options.root,
    cacheControl: false,
    preCompressed: true,
    wildcard: false,
    // The build's own files (vite's manifest in .vite/) are for the build, not for browsers.
    allowedPath: (path) => !path.split('/').some((segment) => segment.startsWith('.')),
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
});
