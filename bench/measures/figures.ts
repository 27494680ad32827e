import type pg from 'pg';
import type { BenchServer } from '../bench-server';
import type { BalanceScope } from '../generators/scenario';
import { plainFigures, type PlainFigures } from '../plain-sql';
import { timeIt } from '../stats';
import { summarizeStatements } from '../timed-db';
import type { Check, Measure, ScenarioResult } from './measure';

export interface FiguresRuns {
  create: number;
  edit: number;
  get: number;
}

type Balance = Record<string, unknown>;

/** The balance's figures next to the plain aggregate's (no earlier period, no production: opening 0). */
function figureChecks(label: string, balance: Balance, plain: PlainFigures, repeated = false): Check[] {
  return [
    { name: `${label}: inputQuantity`, server: balance.inputQuantity, expected: plain.inputQuantity, repeated },
    { name: `${label}: outputQuantity`, server: balance.outputQuantity, expected: plain.outputQuantity, repeated },
    { name: `${label}: closingStock`, server: balance.closingStock, expected: plain.inputQuantity - plain.outputQuantity, repeated },
  ];
}

/**
 * Scenario B: the figures of a balance over `sizes.movements` movements as the server computes them (create,
 * recompute after a movement edit, GET) next to the plain SQL aggregate of the same figures.
 */
export async function benchFigures(
  server: BenchServer,
  client: pg.Client,
  scope: BalanceScope,
  sizes: { movements: number; extra: number },
  editedInbound: string,
  runs: FiguresRuns,
): Promise<ScenarioResult> {
  const plainSamples: number[] = [];
  const plain = async () => {
    const { ms, result } = await timeIt(() => plainFigures(client, server.tenant, scope));
    plainSamples.push(ms);
    return result;
  };
  const reference = { name: 'plain SELECT … SUM … WHERE through pg', samples: plainSamples };
  const checks: Check[] = [];
  const body = { site: scope.site, product: scope.product, unit: 'Kg', dateFrom: scope.dateFrom, dateTo: scope.dateTo };

  const create: Measure = { name: 'create the balance (POST /mass-balances)', samples: [], reference };
  let path = '';
  for (let run = 0; run < runs.create; run++) {
    if (path) await server.call('DELETE', path);
    const recorded = await server.db.record(() => timeIt(() => server.call<Balance>('POST', '/mass-balances', body)));
    create.samples.push(recorded.result.ms);
    create.statements ??= { ms: recorded.result.ms, count: recorded.statements.length, top: summarizeStatements(recorded.statements, 3) };
    path = `/mass-balances/${encodeURIComponent(String(recorded.result.result.identifierValue))}`;
    if (run === 0) checks.push(...figureChecks('created', recorded.result.result, await plain()));
  }

  const edit: Measure = { name: 'recompute after a movement edit (PATCH /inbounds/{key})', samples: [], reference };
  const editPath = `/inbounds/${encodeURIComponent(editedInbound)}`;
  const original = Number((await server.call<Balance>('GET', editPath)).quantityDischargedKg);
  for (let run = 0; run < runs.edit; run++) {
    const recorded = await server.db.record(() => timeIt(() => server.call('PATCH', editPath, { quantityDischargedKg: original + run + 1 })));
    edit.samples.push(recorded.result.ms);
    edit.statements ??= { ms: recorded.result.ms, count: recorded.statements.length, top: summarizeStatements(recorded.statements, 3) };
    const repeated = run < runs.edit - 1;
    checks.push(...figureChecks(`after edit ${run + 1}`, await server.call<Balance>('GET', path), await plain(), repeated));
  }

  const get: Measure = { name: 'read the figures (GET /mass-balances/{id})', samples: [], reference };
  for (let run = 0; run < runs.get; run++) {
    const { ms, result } = await timeIt(() => server.call<Balance>('GET', path));
    get.samples.push(ms);
    if (run === runs.get - 1) checks.push(...figureChecks('GET', result, await plain()));
  }
  while (plainSamples.length < runs.get) await plain();

  return {
    title: `B: figures over ${sizes.movements.toLocaleString('en')} movements`,
    facts: [
      `one balance (${scope.site}, ${scope.product}, ${scope.dateFrom}…${scope.dateTo}, Kg) over ${sizes.movements.toLocaleString('en')} movements (half inbounds, half outbounds), beside ${sizes.extra.toLocaleString('en')} more of the same site and product that do not count (cancelled, or after the period)`,
      'plain SQL: the same two sums with a plain SELECT … SUM … WHERE tenant/site/product/date, sent straight through pg',
    ],
    measures: [create, edit, get],
    checks,
  };
}
