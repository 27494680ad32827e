import { maxHeaderSize } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Db } from './db/db';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { clientErrorHandler } from './http-limits';
import { errorHandlerPlugin } from './plugins/error-handler';
import { idempotencyPlugin } from './plugins/idempotency';
import { inputGuardPlugin } from './plugins/input-guard';
import { notFoundPlugin } from './plugins/not-found';
import { DEFAULT_REQUEST_LIMITS, requestLimitPlugin, type RequestLimits } from './plugins/request-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { spaStaticPlugin } from './plugins/spa-static';
import { tenantPlugin } from './plugins/tenant';
import { tokenRateLimitPlugin } from './plugins/token-rate-limit';
import { urlLengthPlugin } from './plugins/url-length';
import { DEFAULT_SCHEMAS_DIR, hasIndexHtml } from './project-paths';
import { loadEntityHooks } from './domain-loader';
import { loadRegistry } from './registry-loader';
import { loadReportQueries } from './reports/report-queries';
import { RequestLog, type RequestLogLevel } from './request-log';
import { syncEntityTables } from './resources/ddl';
import { ListCache } from './resources/list-cache';
import { accountLoginRoutes } from './routes/account-login';
import { apiDocsPlugin } from './routes/api-docs';
import { accountPasswordRoutes } from './routes/account-password';
import { accountSessionRoutes } from './routes/account-session';
import { accountSettingsRoutes } from './routes/account-settings';
import { accountTwoFactorRoutes } from './routes/account-two-factor';
import { registerAreaRoutes } from './routes/load-areas';
import { listConfigRoutes } from './routes/list-configs';
import { listViewRoutes } from './routes/list-views';
import { resourceRoutes } from './routes/resources';
import { tenantConfigRoutes } from './routes/tenant-config';
import { loadJwtSecret } from './security/jwt-secret';
import { seedRoutes } from './seed/routes';
import { caseDuplicateWarning, enforceUniqueLogins } from './users/login-uniqueness';
import type { RouteInfo } from './types';
import { webhooksPlugin } from './webhooks/plugin';
import { webhookSettings, type WebhookSettings } from './webhooks/settings';

export interface AppOptions {
  /** A migrated database; the caller closes it. */
  db: Db;
  /** Overrides the secret kept in system_settings (env JWT_SECRET). */
  jwtSecret?: string;
  logger?: FastifyServerOptions['logger'];
  /** Level of the per-request log lines; default `debug`, so the default `info` log shows only what needs attention. */
  requestLogLevel?: RequestLogLevel;
  /** The built client; served with SPA fallback when it holds an index.html. */
  staticDir?: string;
  /** The registry folder (entities, reports with their SQL, import types); default <project>/schemas. */
  schemasDir?: string;
  /** Fastify `trustProxy` (env TRUST_PROXY): which proxies' X-Forwarded-For sets `request.ip`. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /**
   * Only these route areas (file names in routes/areas/ without extension); default every one. The generic
   * API keeps every domain's rules either way, since the domains load before any route.
   */
  routeAreas?: readonly string[];
  /** API requests worked on at once and queued beyond them (env MAX_CONCURRENT_REQUESTS, MAX_QUEUED_REQUESTS); default DEFAULT_REQUEST_LIMITS. */
  requestLimits?: RequestLimits;
  /**
   * Webhook delivery (webhooks/settings.ts): `allowPrivateNetworks` lets endpoints point at loopback and private
   * networks (default env WEBHOOK_ALLOW_PRIVATE_NETWORKS=1); tests also shorten the retry delays and the lease.
   */
  webhooks?: Partial<WebhookSettings>;
}

export const API_PREFIX = '/api/v1';

/** Builds the API (not listening). Rejects with the RegistryError message when a file of the registry is broken. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const schemasDir = options.schemasDir ?? DEFAULT_SCHEMAS_DIR;
  const registry = await loadRegistry(schemasDir);
  const reportQueries = await loadReportQueries(schemasDir, registry);
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new RequestLog(options.requestLogLevel ?? 'debug'),
    trustProxy: options.trustProxy ?? false,
    // No parameter can be longer than the request head Node reads, so the router never refuses one: a key
    // longer than its key property allows answers INVALID_ID at its route, a URL beyond MAX_URL_LENGTH 414
    // URI_TOO_LONG (url-length.ts), and Node's own refusals are JSON too (http-limits.ts).
    routerOptions: { maxParamLength: maxHeaderSize },
    clientErrorHandler,
  });
  for (const { table, column } of await syncEntityTables(options.db, registry)) {
    app.log.warn(`${table}.${column} is no longer in the registry; the column is kept`);
  }
  for (const logins of await enforceUniqueLogins(options.db)) app.log.warn(caseDuplicateWarning(logins));

  const routeCatalog: RouteInfo[] = [];
  app.decorate('routeCatalog', routeCatalog);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeCatalog.push({ method, url: route.url, config: route.config ?? {} });
  });
  app.decorate('registry', registry);
  app.decorate('reportQueries', reportQueries);
  app.decorate('entityHooks', await loadEntityHooks(registry));
  app.decorate('listCache', new ListCache());

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(urlLengthPlugin);
  // Before authentication: a request waiting for its turn has not read the database yet.
  await app.register(requestLimitPlugin, { limits: options.requestLimits ?? DEFAULT_REQUEST_LIMITS, prefix: API_PREFIX });
  await app.register(dbPlugin, { db: options.db });
  await app.register(authPlugin, { secret: await loadJwtSecret(options.db, options.jwtSecret) });
  await app.register(tenantPlugin);
  await app.register(webhooksPlugin, { settings: webhookSettings(options.webhooks) });
  await app.register(tokenRateLimitPlugin, { perMinute: (options.requestLimits ?? DEFAULT_REQUEST_LIMITS).tokenPerMinute });
  await app.register(inputGuardPlugin);
  await app.register(idempotencyPlugin);
  await app.register(apiDocsPlugin);

  const { staticDir } = options;
  if (hasIndexHtml(staticDir)) await app.register(spaStaticPlugin, { root: staticDir });
  await app.register(notFoundPlugin, { spaFallback: hasIndexHtml(staticDir) });

  await app.register(
    async (api) => {
      await api.register(accountLoginRoutes);
      await api.register(accountSessionRoutes);
      await api.register(accountTwoFactorRoutes);
      await api.register(accountPasswordRoutes);
      await api.register(accountSettingsRoutes);
      await api.register(tenantConfigRoutes);
      await api.register(seedRoutes);
      await api.register(resourceRoutes);
      await api.register(listConfigRoutes);
      await api.register(listViewRoutes);
      await registerAreaRoutes(api, options.routeAreas);
    },
    { prefix: API_PREFIX },
  );
  return app;
}
