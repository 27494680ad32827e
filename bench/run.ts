import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Registry } from '../src/shared/registry';
import type { Queryable } from '../src/server/db/db';
import { insertRows } from '../src/server/resources/bulk-insert';
import { openBenchDb } from './bench-db';
import { BenchServer } from './bench-server';
import { autoAssignRows } from './generators/auto-assign-data';
import { figuresRows } from './generators/figures-data';
import { masterDataRows } from './generators/master-data';
import { AUTO_ASSIGN_SCOPE, FIGURES_SCOPE } from './generators/scenario';
import { benchAutoAssign } from './measures/auto-assign';
import { benchFigures } from './measures/figures';
import { checkPassed, type ScenarioResult } from './measures/measure';
import { loadAtStart, machineFacts, resultsMarkdown } from './report';
import { timeIt } from './stats';
import { TimedDb } from './timed-db';

/** `--quick`: a tenth of the data and fewer runs, printed only; for trying the bench itself. */
const QUICK = process.argv.includes('--quick');
const SIZES = QUICK
  ? { proofs: 1_000, movements: 10_000, extra: 1_000 }
  : { proofs: 10_000, movements: 100_000, extra: 10_000 };
const RUNS = QUICK ? { autoAssign: 2, create: 2, edit: 2, get: 3 } : { autoAssign: 3, create: 5, edit: 10, get: 20 };
const TENANT = 'TENANT1';
const LOGIN = 'user@tenant1.example';
const BENCH_USER = 'bench';
const RESULTS = join(dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');

async function generateData(db: Queryable, registry: Registry): Promise<{ editedInbound: string }> {
  const insert = (resource: string, rows: Record<string, unknown>[]) => insertRows(db, registry, resource, TENANT, rows, { user: BENCH_USER });
  for (const scope of [AUTO_ASSIGN_SCOPE, FIGURES_SCOPE]) {
    const { locations, products } = masterDataRows(scope);
    await insert('locations', locations);
    await insert('products', products);
  }
  const a = autoAssignRows(AUTO_ASSIGN_SCOPE, SIZES.proofs);
  await insert('inbounds', a.inbounds);
  await insert('sustainabilitydata', a.proofs);
  const b = figuresRows(FIGURES_SCOPE, SIZES.movements, SIZES.extra);
  await insert('inbounds', b.inbounds);
  await insert('outbounds', b.outbounds);
  // Fresh statistics, so neither side pays for a planner that has not seen the rows.
  await db.query('ANALYZE');
  return { editedInbound: String(b.inbounds[0].number) };
}

async function main(): Promise<number> {
  const load = loadAtStart();
  const benchDb = await openBenchDb();
  const db = new TimedDb(benchDb.db);
  const server = new BenchServer(db, TENANT);
  const client = new pg.Client({ connectionString: benchDb.url });
  const scenarios: ScenarioResult[] = [];
  const failures: string[] = [];
  try {
    await client.connect();
    const app = await server.build();
    const generated = await timeIt(() => generateData(db, app.registry));
    console.log(`data generated in ${(generated.ms / 1000).toFixed(1)} s`);
    await server.listen(LOGIN);
    const scenarioRuns: [string, () => Promise<ScenarioResult>][] = [
      ['A: auto assign', () => benchAutoAssign(server, client, AUTO_ASSIGN_SCOPE, SIZES.proofs, RUNS.autoAssign)],
      ['B: figures', () => benchFigures(server, client, FIGURES_SCOPE, SIZES, generated.result.editedInbound, RUNS)],
    ];
    for (const [name, run] of scenarioRuns) {
      try {
        scenarios.push(await run());
      } catch (error) {
        failures.push(`${name}: ${(error as Error).message}`);
      }
    }
    const markdown = resultsMarkdown(await machineFacts(client, load), scenarios, failures);
    console.log(markdown);
    const wrong = scenarios.flatMap((scenario) => scenario.checks).filter((check) => !checkPassed(check));
    if (!QUICK && failures.length === 0) {
      await writeFile(RESULTS, markdown);
      console.log(`written to ${RESULTS}`);
    }
    return failures.length > 0 || wrong.length > 0 ? 1 : 0;
  } finally {
    await server.close();
    await client.end();
    await benchDb.dispose();
  }
}

process.exitCode = await main();
