import type { AddressInfo } from 'node:net';
import { openDb } from './db/open';
import { DataDirLockedError } from './db/data-dir-lock';
import { migrate } from './db/migrations';
import { loadReference } from './reports/reference';
import { ensureSystemAdmin, seedDemoData } from './db/seed';
import { DEMO_USERS } from './db/demo-data';
import { buildApp } from './app';
import { demoUsersExist, EVERY_INTERFACE, hasDemoLogins, listenHost, networkHint, type HostInputs } from './listen-host';
import { parseTrustProxy } from './security/trust-proxy';
import { requestLimitsFromEnv } from './plugins/request-limit';
import { DEFAULT_STATIC_DIR, hasIndexHtml } from './project-paths';
import { DEMO_DATA_TENANTS, seedDemoTenants } from './seed/demo-tenants';

const env = process.env;
const demoRequested = env.DEMO === '1' || process.argv.includes('--demo');
const port = Number(env.PORT ?? 8080);
const adminLogin = env.ADMIN_LOGIN || 'admin@fuel-portal.example';

const { db, engine } = await openDb({ DATABASE_URL: env.DATABASE_URL, DATA_DIR: env.DATA_DIR }).catch((error: Error) => {
  // A second process on the same embedded database: say which one holds it and stop.
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
});
await migrate(db);
await loadReference(db);

// The embedded database is for trying the portal out, so it always starts with demo data;
// a real PostgreSQL gets demo data only on request, otherwise a first administrator.
const withDemo = engine === 'pglite' || demoRequested;
const seeded = withDemo ? await seedDemoData(db) : false;
if (!withDemo) {
  const admin = await ensureSystemAdmin(db, adminLogin, env.ADMIN_PASSWORD);
  if (admin.created)
    console.log(`Created system administrator ${adminLogin}${admin.generatedPassword ? ` with password ${admin.generatedPassword} (shown once)` : ''}`);
}
const hostInputs: HostInputs = { host: env.HOST, engine, demoRequested, demoUsersExist: await demoUsersExist(db, adminLogin) };
const host = listenHost(hostInputs);

const trustProxy = parseTrustProxy(env.TRUST_PROXY);
// Every request is logged at debug level in the embedded demo (LOG_LEVEL=debug shows them), at info on PostgreSQL.
const app = await buildApp({
  db,
  jwtSecret: env.JWT_SECRET,
  // Through process.stdout like console.log, so start-up lines keep their order (pino's own writer lags behind).
  logger: { level: env.LOG_LEVEL ?? 'info', stream: process.stdout },
  requestLogLevel: engine === 'pglite' ? 'debug' : 'info',
  staticDir: DEFAULT_STATIC_DIR,
  trustProxy,
  requestLimits: requestLimitsFromEnv(env),
}).catch(async (error: Error) => {
  // A broken schema file lands here: say which one and stop.
  console.error(error.message);
  await db.close();
  process.exit(1);
});
// Before the start-up line: a SIGTERM sent as soon as someone reads it must find the handler.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// First start with demo users: the tenants with data menus get a modest data set (needs the entity tables, so after buildApp).
if (seeded) {
  const started = Date.now();
  const rows = await seedDemoTenants(db, app.registry, app.reportQueries);
  console.log(`Demo data: ${rows.toLocaleString('en')} rows for ${DEMO_DATA_TENANTS.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
await app.listen({ port, host });

// The address is the last line of start-up, under the demo logins, where the reader looks for it.
if (seeded) {
  console.log('Demo logins:');
  console.table(DEMO_USERS.map(({ login, password, description }) => ({ login, password, role: description })));
}
if (!hasIndexHtml(DEFAULT_STATIC_DIR)) console.log('No client build in dist/client: serving the API only (run `npm run build`).');
const shownHost = host === EVERY_INTERFACE ? 'localhost' : host;
const shownPort = (app.server.address() as AddressInfo).port;
console.log(`Fuel Portal (${engine}) on http://${shownHost}:${shownPort}/ (${networkHint(host, hasDemoLogins(hostInputs))})`);
