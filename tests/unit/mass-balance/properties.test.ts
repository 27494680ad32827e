import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invariantViolations } from '../../../src/server/mass-balance/invariants';
import { fifoPlan } from '../../../src/server/mass-balance/rules';
import { ChainModel, type Movement } from './model';

const PERIODS = 3;
const quantity = fc.integer({ min: 1, max: 200 });

const world = fc.record({
  movements: fc.array(
    fc.record({
      side: fc.constantFrom('in' as const, 'out' as const),
      period: fc.integer({ min: 0, max: PERIODS - 1 }),
      quantity: fc.option(quantity, { freq: 8 }),
    }),
    { minLength: 1, maxLength: 8 },
  ),
  proofs: fc.array(quantity, { minLength: 1, maxLength: 4 }),
  production: fc.array(fc.record({ input: fc.integer({ min: 0, max: 50 }), output: fc.integer({ min: 0, max: 50 }) }), {
    minLength: PERIODS,
    maxLength: PERIODS,
  }),
});

const period = fc.integer({ min: 0, max: PERIODS - 1 });
const index = fc.nat(20);
const action = fc.oneof(
  fc.record({ kind: fc.constant('allocate' as const), period, movement: index, proof: index, quantity: fc.option(quantity) }),
  fc.record({ kind: fc.constant('remove' as const), allocation: index }),
  fc.record({ kind: fc.constant('autoAssign' as const), period }),
  fc.record({ kind: fc.constant('reset' as const), period }),
  fc.record({ kind: fc.constant('complete' as const), period }),
  fc.record({ kind: fc.constant('reopen' as const), period }),
  fc.record({ kind: fc.constant('editMovement' as const), movement: index, period, quantity: fc.option(quantity, { freq: 8 }) }),
);

type Action = typeof action extends fc.Arbitrary<infer T> ? T : never;

function run(model: ChainModel, step: Action): string | undefined {
  const movementKey = (i: number) => model.movements[i % model.movements.length].key;
  switch (step.kind) {
    case 'allocate':
      return model.allocate(step.period, movementKey(step.movement), model.proofs[step.proof % model.proofs.length].key, step.quantity ?? undefined);
    case 'remove':
      return model.allocations.length ? model.remove(model.allocations[step.allocation % model.allocations.length].id) : undefined;
    case 'autoAssign':
      return model.autoAssign(step.period);
    case 'reset':
      return model.reset(step.period);
    case 'complete':
      return model.complete(step.period);
    case 'reopen':
      return model.reopen(step.period);
    case 'editMovement':
      return model.editMovement(movementKey(step.movement), step.quantity, step.period);
  }
}

describe('mass-balance rules (pure model)', () => {
  it('10,000 random sequences of allocate, remove, auto assign, reset, complete, reopen and movement edits keep every invariant; a refused action changes nothing', () => {
    fc.assert(
      fc.property(world, fc.array(action, { maxLength: 25 }), (setup, steps) => {
        const movements: Movement[] = setup.movements.map((m, i) => ({ key: `M${i}`, ...m }));
        const model = new ChainModel(
          movements,
          setup.proofs.map((volume, i) => ({ key: `P${i}`, volume })),
          setup.production,
        );
        for (const step of steps) {
          const before = JSON.stringify([model.allocations, model.status, model.movements]);
          const refusal = run(model, step);
          if (refusal) expect(JSON.stringify([model.allocations, model.status, model.movements])).toBe(before);
          expect(invariantViolations(model.snapshot())).toEqual([]);
          const pools = model.proofs.flatMap((p) => model.status.map((_, q) => model.pool(p.key, q)));
          expect(pools.every((pool) => pool >= 0)).toBe(true);
        }
      }),
      { numRuns: 10_000 },
    );
  }, 120_000);

  it('the FIFO plan covers min(supply, demand), oldest first, and splits each supply or demand only where the other runs out', () => {
    // Decimals of mixed scales (0.1, 0.25, 7, …): the plan's sums must come out exact.
    const amount = fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 3 })).map(([digits, scale]) => new Big(`${digits}e-${scale}`));
    const amounts = fc.array(amount, { maxLength: 12 });
    fc.assert(
      fc.property(amounts, amounts, (supplies, demands) => {
        const plan = fifoPlan(
          supplies.map((available, key) => ({ key, available })),
          demands.map((uncovered, key) => ({ key, uncovered })),
        );
        const total = (values: Big[]) => values.reduce((sum, value) => sum.plus(value), new Big(0));
        const covered = total(plan.map((line) => line.quantity));
        expect(covered.eq(total(supplies).lt(total(demands)) ? total(supplies) : total(demands))).toBe(true);
        for (const line of plan) expect(line.quantity.gt(0)).toBe(true);
        for (let i = 1; i < plan.length; i++) {
          expect(plan[i].supply >= plan[i - 1].supply && plan[i].demand >= plan[i - 1].demand).toBe(true);
          // Each step moves on at least one side: no pair repeats.
          expect(plan[i].supply !== plan[i - 1].supply || plan[i].demand !== plan[i - 1].demand).toBe(true);
        }
        for (let key = 0; key < supplies.length; key++)
          expect(total(plan.filter((l) => l.supply === key).map((l) => l.quantity)).lte(supplies[key])).toBe(true);
        for (let key = 0; key < demands.length; key++) expect(total(plan.filter((l) => l.demand === key).map((l) => l.quantity)).lte(demands[key])).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });
});
