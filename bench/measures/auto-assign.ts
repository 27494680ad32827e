import type pg from 'pg';
import type { AutoAssignResult, ResetResult } from '../../src/shared/mass-balance/api';
import type { BenchServer } from '../bench-server';
import type { BalanceScope } from '../generators/scenario';
import { plainAssignable, plainFifo } from '../plain-sql';
import { timeIt } from '../stats';
import { summarizeStatements } from '../timed-db';
import type { Check, Measure, ScenarioResult } from './measure';

/**
 * Scenario A: POST …/auto-assign on a balance with `count` inputs and `count` proofs, `runs` times (a
 * reset before each further run). Each answer must have assigned min(total inputs, total proof volume).
 */
export async function benchAutoAssign(server: BenchServer, client: pg.Client, scope: BalanceScope, count: number, runs: number): Promise<ScenarioResult> {
  const header = await server.call('POST', '/mass-balances', {
    site: scope.site,
    product: scope.product,
    unit: 'Kg',
    dateFrom: scope.dateFrom,
    dateTo: scope.dateTo,
  });
  const path = `/mass-balances/${encodeURIComponent(String(header.identifierValue))}`;
  const expected = await plainAssignable(client, server.tenant, scope);
  const timedFifo = () => timeIt(() => plainFifo(client, server.tenant, scope));
  const { ms: firstFifo, result: plain } = await timedFifo();
  const fifo = [firstFifo];
  while (fifo.length < runs) fifo.push((await timedFifo()).ms);
  const autoAssign: Measure = {
    name: `auto assign (POST …/auto-assign), ${count.toLocaleString('en')} inputs × ${count.toLocaleString('en')} proofs`,
    samples: [],
    reference: { name: 'the same FIFO allocations computed (not written) by one plain SELECT through pg', samples: fifo },
  };
  const reset: Measure = { name: 'reset allocations (POST …/reset)', samples: [] };
  const checks: Check[] = [];
  for (let run = 0; run < runs; run++) {
    if (run > 0) reset.samples.push((await timeIt(() => server.call<ResetResult>('POST', `${path}/reset`))).ms);
    const recorded = await server.db.record(() => timeIt(() => server.call<AutoAssignResult>('POST', `${path}/auto-assign`)));
    const { ms, result } = recorded.result;
    autoAssign.samples.push(ms);
    autoAssign.statements ??= { ms, count: recorded.statements.length, top: summarizeStatements(recorded.statements) };
    const repeated = run > 0;
    checks.push(
      { name: `run ${run + 1}: inputs assigned (answer)`, server: result.inputs.quantity, expected, repeated },
      { name: `run ${run + 1}: assignedQuantity (balance)`, server: result.balance.assignedQuantity, expected, repeated },
      { name: `run ${run + 1}: allocations made (FIFO by date, then key)`, server: result.inputs.allocations, expected: plain.allocations, repeated },
    );
  }
  return {
    title: 'A: auto assign',
    facts: [
      `one balance (${scope.site}, ${scope.product}, ${scope.dateFrom}…${scope.dateTo}, Kg) with ${count.toLocaleString('en')} inputs and ${count.toLocaleString('en')} incoming proofs of its product group`,
      'plain SQL: the same first-in-first-out allocations computed by one SELECT over running totals (window functions), without writing them: the floor of what the work costs in the database',
    ],
    measures: reset.samples.length > 0 ? [autoAssign, reset] : [autoAssign],
    checks,
  };
}
