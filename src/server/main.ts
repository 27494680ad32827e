import { openDb } from './db/open';
import { migrate } from './db/migrations';
import { ensureSystemAdmin, seedDemoData } from './db/seed';
import { DEMO_USERS } from './db/demo-data';
import { buildApp } from './app';
import { parseTrustProxy } from './security/trust-proxy';
import { DEFAULT_STATIC_DIR, hasIndexHtml } from './project-paths';
import { DEMO_DATA_TENANTS, seedDemoTenants } from './seed/demo-tenants';

const env = process.env;
const demoRequested = env.DEMO === '1' || process.argv.includes('--demo');
const port = Number(env.PORT ?? 8080);
const host = env.HOST ?? '0.0.0.0';

const { db, engine } = await openDb({ DATABASE_URL: env.DATABASE_URL, DATA_DIR: env.DATA_DIR });
await migrate(db);

// The embedded database is for trying the portal out, so it always starts with demo data;
// a real PostgreSQL gets demo data only on request, otherwise a first administrator.
const seeded = engine === 'pglite' || demoRequested ? await seedDemoData(db) : false;
if (engine === 'postgres' && !demoRequested) {
  const login = env.ADMIN_LOGIN || 'admin@fuel-portal.example';
  const admin = await ensureSystemAdmin(db, login, env.ADMIN_PASSWORD);
  if (admin.created) console.log(`Created system administrator ${login}${admin.generatedPassword ? ` with password ${admin.generatedPassword} (shown once)` : ''}`);
}

const trustProxy = parseTrustProxy(env.TRUST_PROXY);
const app = await buildApp({ db, jwtSecret: env.JWT_SECRET, logger: { level: env.LOG_LEVEL ?? 'info' }, staticDir: DEFAULT_STATIC_DIR, trustProxy }).catch(
  async (error: Error) => {
    // A broken schema file lands here: say which one and stop.
    console.error(error.message);
    await db.close();
    process.exit(1);
  },
);
// First start with demo users: the tenants with data menus get a modest data set (needs the entity tables, so after buildApp).
if (seeded) {
  const started = Date.now();
  const rows = await seedDemoTenants(db, app.registry);
  console.log(`Demo data: ${rows.toLocaleString('en')} rows for ${DEMO_DATA_TENANTS.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
await app.listen({ port, host });

const shownHost = host === '0.0.0.0' ? 'localhost' : host;
console.log(`Fuel Portal (${engine}) on http://${shownHost}:${port}/`);
if (!hasIndexHtml(DEFAULT_STATIC_DIR)) console.log('No client build in dist/client: serving the API only (run `npm run build`).');
if (seeded) {
  console.log('Demo logins:');
  console.table(DEMO_USERS.map(({ login, password, description }) => ({ login, password, role: description })));
}

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
