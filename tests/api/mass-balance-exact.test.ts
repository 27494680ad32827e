import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './harness';
import { newChain } from './mass-balance-fixture';
import { useResourceClients } from './resource-client';

const server = useTestServer();
const clients = useResourceClients(server, ['TENANT1']);
const client = () => clients.TENANT1;
const TENANT = 'TENANT1';
// Auto assign takes every usable proof of the tenant: this file's proofs are the only ones of this group and unit with volume left.
const GROUP = 'hvo';
const UNIT = 'L15°';

const path = (id: string, rest = '') => `/mass-balances/${encodeURIComponent(id)}${rest}`;
const allocate = (id: string, body: Record<string, unknown>) => client().call('POST', path(id, '/allocations'), body);
/** A decimal as a JSON number: exact while it has at most 15 significant digits. */
const json = (value: Big) => Number(value.toFixed());
const decimalsOf = (value: Big) => value.toFixed().split('.')[1]?.length ?? 0;
const sum = (values: Big[]) => values.reduce((total, value) => total.plus(value), new Big(0));

/** The stored allocations of a movement in a balance, quantities as numeric text. */
async function allocationsOf(balance: string, inbound: string): Promise<{ id: string; proof: string; quantity: string }[]> {
  const { rows } = await server.db.query<{ id: string; proof: string; quantity: string }>(
    `SELECT id, proof, quantity::text AS quantity FROM e_mass_balance_allocations WHERE tenant = $1 AND "massBalance" = $2 AND inbound = $3 ORDER BY "allocatedAt", id`,
    [TENANT, balance, inbound],
  );
  return rows;
}

/** Proofs of this file's group and unit that auto assign could still use. */
async function proofsWithVolumeLeft(): Promise<string[]> {
  const { rows } = await server.db.query<{ number: string }>(
    `SELECT number FROM e_sustainabilitydata WHERE tenant = $1 AND "productGroup" = $2 AND "unitOfMeasurement" = $3
       AND direction IS DISTINCT FROM 'outgoing' AND "remainingVolume" > 0`,
    [TENANT, GROUP, UNIT],
  );
  return rows.map((row) => row.number);
}

const MAX_DIGITS = 10n ** 15n - 1n;
/** Digits for a quantity of at most 15 significant digits: small ones (as 0.1 + 0.2) and long ones. */
const digitsUpTo = (min: bigint, max: bigint) => fc.oneof(fc.bigInt({ min, max: max < 999n ? max : 999n }), fc.bigInt({ min, max }));
/**
 * A quantity and two parts of it already allocated (together less than it), each a JSON number, the parts
 * with up to three more decimals: what is left may have more digits than a JSON number holds. At least
 * three decimals, so 15 digits stay below the registry's quantity maximum (1e12).
 */
const withParts = fc
  .record({ scale: fc.integer({ min: 3, max: 12 }), finer: fc.integer({ min: 0, max: 3 }), digits: digitsUpTo(3n, MAX_DIGITS) })
  .chain(({ scale, finer, digits }) => {
    const partMax = (digits * 10n ** BigInt(finer)) / 3n;
    const part = digitsUpTo(1n, partMax < MAX_DIGITS / 2n ? partMax : MAX_DIGITS / 2n).map((value) => new Big(`${value}e-${scale + finer}`));
    return fc.record({ whole: fc.constant(new Big(`${digits}e-${scale}`)), parts: fc.tuple(part, part) });
  });

/** The next JSON number up or down from `value`, by its bits. */
function nextNumber(value: number, step: 1n | -1n): number {
  const bits = new BigInt64Array(new Float64Array([value]).buffer);
  bits[0] += step;
  return new Float64Array(bits.buffer)[0];
}

/** The JSON numbers nearest to `value` whose decimal form is at most and above it. */
function jsonAround(value: Big): { atMost: number; above: number } {
  let atMost = json(value);
  while (new Big(atMost).gt(value)) atMost = nextNumber(atMost, -1n);
  let above = atMost;
  while (new Big(above).lte(value)) above = nextNumber(above, 1n);
  return { atMost, above };
}

describe('manual allocation and auto assign accept and refuse the same amounts, to the last decimal', () => {
  it('what auto assign allocates is what a manual allocation may take: the JSON numbers up to it are accepted, the next one above and one unit in the last decimal more are refused', async () => {
    expect(await proofsWithVolumeLeft()).toEqual([]);
    const oneTenthAndTwo = { whole: new Big('0.7'), parts: [new Big('0.1'), new Big('0.2')] as [Big, Big] };
    await fc.assert(
      fc.asyncProperty(withParts, withParts, async (movementSide, proofSide) => {
        const uncovered = movementSide.whole.minus(sum(movementSide.parts));
        const left = proofSide.whole.minus(sum(proofSide.parts));
        const bound = uncovered.lt(left) ? uncovered : left;
        const { atMost, above } = jsonAround(bound);
        const lastDecimal = Math.max(...[movementSide, proofSide].flatMap((side) => [side.whole, ...side.parts]).map(decimalsOf));
        const oneMore = bound.plus(new Big(`1e-${lastDecimal}`));

        const chain = await newChain(client(), UNIT, GROUP);
        const balance = (await chain.balance('2026-01-01')).identifierValue as string;
        const movement = await chain.inbound('2026-01-10', json(movementSide.whole));
        const other = await chain.inbound('2026-01-05', json(sum(proofSide.parts)));
        const coverer = await chain.proof(json(sum(movementSide.parts)), { deliveryDate: '2025-01-01' });
        const proof = await chain.proof(json(proofSide.whole), { deliveryDate: '2025-06-01' });
        for (const part of movementSide.parts)
          expect((await allocate(balance, { resource: 'inbounds', key: movement, proof: coverer, quantity: json(part) })).status).toBe(200);
        for (const part of proofSide.parts)
          expect((await allocate(balance, { resource: 'inbounds', key: other, proof, quantity: json(part) })).status).toBe(200);

        const refusal = { code: left.lte(uncovered) ? 'PROOF_EXCEEDED' : 'MOVEMENT_EXCEEDED', available: json(bound) };
        for (const quantity of [above, ...(new Big(json(oneMore)).eq(oneMore) ? [json(oneMore)] : [])]) {
          const refused = await allocate(balance, { resource: 'inbounds', key: movement, proof, quantity });
          expect(refused.status, String(quantity)).toBe(409);
          expect(refused.body).toMatchObject(refusal);
        }

        const auto = await client().call('POST', path(balance, '/auto-assign'));
        expect(auto.body.inputs).toEqual({ allocations: 1, quantity: json(bound), uncovered: json(uncovered.minus(bound)) });
        const [assigned, ...none] = (await allocationsOf(balance, movement)).filter((allocation) => allocation.proof === proof);
        expect(none).toEqual([]);
        expect(new Big(assigned.quantity).eq(bound)).toBe(true);
        expect((await client().call('DELETE', path(balance, `/allocations/${assigned.id}`))).status).toBe(200);

        const justBelow = await allocate(balance, { resource: 'inbounds', key: movement, proof, quantity: atMost });
        expect(justBelow.status, String(atMost)).toBe(200);
        if (!new Big(atMost).eq(bound)) {
          expect((await client().call('DELETE', path(balance, `/allocations/${justBelow.body.allocation.id}`))).status).toBe(200);
          expect((await allocate(balance, { resource: 'inbounds', key: movement, proof })).status).toBe(200);
        }
        const [manual] = (await allocationsOf(balance, movement)).filter((allocation) => allocation.proof === proof);
        expect(new Big(manual.quantity).eq(bound)).toBe(true);

        // What the proof has left goes to a movement of its own, so the next case's auto assign sees only its own proofs.
        if (left.gt(bound)) {
          const rest = await chain.inbound('2026-01-20', jsonAround(left.minus(bound)).above);
          expect((await allocate(balance, { resource: 'inbounds', key: rest, proof })).status).toBe(200);
        }
        expect(await proofsWithVolumeLeft()).toEqual([]);
      }),
      { numRuns: 25, endOnFailure: true, examples: [[oneTenthAndTwo, oneTenthAndTwo]] },
    );
  }, 300_000);

  it('a remainder of more digits than a JSON number holds is allocated exactly, and the rounded-up JSON number is refused', async () => {
    const chain = await newChain(client(), UNIT, GROUP);
    const balance = (await chain.balance('2026-02-01')).identifierValue as string;
    const movement = await chain.inbound('2026-02-10', 123456789012.345);
    const coverer = await chain.proof(1e-15, { deliveryDate: '2025-01-01' });
    expect((await allocate(balance, { resource: 'inbounds', key: movement, proof: coverer, quantity: 1e-15 })).status).toBe(200);
    const proof = await chain.proof(1e12, { deliveryDate: '2025-06-01' });
    const remainder = '123456789012.344999999999999';

    const rounded = await allocate(balance, { resource: 'inbounds', key: movement, proof, quantity: Number(remainder) });
    expect(rounded.status).toBe(409);
    expect(rounded.body).toMatchObject({ code: 'MOVEMENT_EXCEEDED', message: `${movement} has only ${remainder} ${UNIT} uncovered` });

    const auto = await client().call('POST', path(balance, '/auto-assign'));
    expect(auto.status).toBe(200);
    const [assigned] = (await allocationsOf(balance, movement)).filter((allocation) => allocation.proof === proof);
    expect(assigned.quantity).toBe(remainder);
    expect((await client().call('DELETE', path(balance, `/allocations/${assigned.id}`))).status).toBe(200);

    expect((await allocate(balance, { resource: 'inbounds', key: movement, proof })).status).toBe(200);
    const [manual] = (await allocationsOf(balance, movement)).filter((allocation) => allocation.proof === proof);
    expect(manual.quantity).toBe(remainder);
  });
});

describe('edits keep what is allocated, to the last decimal', () => {
  /** A movement and a proof with 123456789012.345000000000001 (no JSON number) allocated between them, as 123456789012.345 and 10⁻¹⁵. */
  async function coveredToTheLastDecimal() {
    const chain = await newChain(client());
    const balance = (await chain.balance('2026-03-01')).identifierValue as string;
    const movement = await chain.inbound('2026-03-10', 123456789012.346);
    const proof = await chain.proof(123456789012.346);
    for (const quantity of [123456789012.345, 1e-15])
      expect((await allocate(balance, { resource: 'inbounds', key: movement, proof, quantity })).status).toBe(200);
    return { movement, proof };
  }

  it('a proof’s volume cannot drop 10⁻¹⁵ below what is allocated from it (PROOF_VOLUME_ALLOCATED)', async () => {
    const { proof } = await coveredToTheLastDecimal();
    const response = await client().call('PATCH', `/sustainabilitydata/${encodeURIComponent(proof)}`, { volume: 123456789012.345 });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'PROOF_VOLUME_ALLOCATED',
      message: 'The volume cannot be less than the 123456789012.345000000000001 allocated',
    });
  });

  it('a movement’s quantity cannot drop 10⁻¹⁵ below what covers it (MOVEMENT_ALLOCATED)', async () => {
    const { movement } = await coveredToTheLastDecimal();
    const response = await client().call('PATCH', `/inbounds/${encodeURIComponent(movement)}`, { quantityDischargedKg: 123456789012.345 });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'MOVEMENT_ALLOCATED' });
  });
});
