import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../src/server/app';
import type { RouteFlags } from '../../src/server/types';
import type { EntitySchema } from '../../src/shared/registry';

/**
 * Routes anyone may call without a token. A route missing here and carrying neither `auth` nor
 * `tenant` fails the route-category test: making a route public is a decision, never an accident.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/docs',
  'GET /api/docs/json',
  // The documentation viewer's own files (routes/api-docs.ts).
  'GET /api/docs/yaml',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
  'GET /api/v1/health',
  'POST /api/v1/account/login',
  'POST /api/v1/account/refreshtoken',
]);

/** Routes under these paths belong to the signed-in user (or to system administrators), never to a tenant. */
const USER_PATHS = ['/account/', '/messages', '/tenants'];

export type RouteCategory = 'public' | 'user' | 'tenant';

export interface CatalogRoute {
  method: string;
  /** The path under /api/v1 with its parameters, e.g. `/partners/:key`; a parameter that names no record is filled with its sample (`pathSamples`). */
  path: string;
  /** The path under /api/v1 as registered, every parameter left in (its OpenAPI path). */
  template: string;
  category?: RouteCategory;
  /** Names of the path parameters, in order. */
  params: string[];
  /** The registry entity the path starts with, if any (`/partners/...` and the export `/partners.csv` -> partners). */
  entity?: EntitySchema;
  /** The registry entity whose records a list route answers with: its config's `records`, else its entity. */
  records?: EntitySchema;
  /** The tenant menu key the route needs: its config's `visibility`, else its entity's `x-visibility`. */
  visibility?: string;
  /** It takes record keys of its entity in its body (a bulk action, config `bulk`). */
  bulk: boolean;
}

function categoryOf(method: string, url: string, path: string, config: RouteFlags): RouteCategory | undefined {
  if (config.tenant) return 'tenant';
  if (config.auth) return USER_PATHS.some((prefix) => path.startsWith(prefix)) ? 'user' : undefined;
  return PUBLIC_ROUTES.has(`${method} ${url}`) ? 'public' : undefined;
}

/** Every route of the app (HEAD twins left out), as the app registered it, with its category. */
export function catalogRoutes(app: FastifyInstance): CatalogRoute[] {
  return app.routeCatalog
    .filter((route) => route.method !== 'HEAD')
    .map(({ method, url, config }) => {
      const samples = config.pathSamples ?? {};
      const template = url.startsWith(`${API_PREFIX}/`) ? url.slice(API_PREFIX.length) : url;
      const path = fillPath(template, (param) => (Object.hasOwn(samples, param) ? samples[param] : undefined), true);
      const entity = app.registry.get(path.split('/')[1].split('.')[0]);
      return {
        method,
        path,
        template,
        category: categoryOf(method, url, path, config),
        params: [...path.matchAll(/:(\w+)/g)].map((match) => match[1]),
        entity,
        records: config.records ? app.registry.get(config.records) : entity,
        visibility: config.visibility ?? entity?.['x-visibility'],
        bulk: config.bulk === true,
      };
    });
}

/** The path with each parameter replaced (values are URL-encoded); `partly`: a parameter without a value stays. */
export function fillPath(path: string, value: (param: string) => string | undefined, partly = false): string {
  return path.replace(/:(\w+)/g, (match, param: string) => {
    const filled = value(param);
    return filled === undefined && partly ? match : encodeURIComponent(filled ?? '');
  });
}

/** A route as `METHOD /path` for messages. */
export const routeName = (route: CatalogRoute) => `${route.method} ${route.path}`;
