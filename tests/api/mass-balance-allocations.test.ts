import { describe, expect, it } from 'vitest';
import { useTestServer } from './harness';
import { useResourceClients } from './resource-client';
import { pdfBytes } from '../support/sample-files';
import { newChain } from './mass-balance-fixture';

const server = useTestServer();
const clients = useResourceClients(server, ['TENANT1']);
const client = () => clients.TENANT1;
const path = (id: string, rest = '') => `/mass-balances/${encodeURIComponent(id)}${rest}`;
const get = async (id: string) => (await client().call('GET', path(id))).body;
const proofOf = async (key: string) => (await client().call('GET', `/sustainabilitydata/${encodeURIComponent(key)}`)).body;
const allocate = (id: string, body: Record<string, unknown>) => client().call('POST', path(id, '/allocations'), body);
const movements = async (id: string, side: 'inputs' | 'outputs') => (await client().call('GET', path(id, `/movements?side=${side}`))).body;

/** A balance with one input of 100 and one output of 60 and a proof of 80. */
async function scenario() {
  const chain = await newChain(client());
  const balance = (await chain.balance('2026-01-01')).identifierValue as string;
  const inbound = await chain.inbound('2026-01-05', 100);
  const outbound = await chain.outbound('2026-01-20', 60);
  const proof = await chain.proof(80);
  return { chain, balance, inbound, outbound, proof };
}

describe('allocations', () => {
  it('an allocation to an input takes the smaller of remaining volume and uncovered quantity by default and starts the balance', async () => {
    const { balance, inbound, proof } = await scenario();
    const response = await allocate(balance, { resource: 'inbounds', key: inbound, proof });
    expect(response.status).toBe(200);
    expect(response.body.allocation).toMatchObject({ direction: 'input', inbound, proof, quantity: 80 });
    expect(response.body.balance).toMatchObject({ balanceStatus: 'inProgress', assignedQuantity: 80, uncoveredQuantity: 20, difference: 80 });
    expect(await proofOf(proof)).toMatchObject({ remainingVolume: 0 });
    expect((await movements(balance, 'inputs'))[0]).toMatchObject({ covered: 80, uncovered: 20 });
  });

  it('an allocation beyond the proof’s remaining volume is refused with PROOF_EXCEEDED and changes nothing', async () => {
    const { balance, inbound, proof } = await scenario();
    const response = await allocate(balance, { resource: 'inbounds', key: inbound, proof, quantity: 80.001 });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'PROOF_EXCEEDED', proof, available: 80 });
    expect(await proofOf(proof)).toMatchObject({ remainingVolume: 80 });
    expect(await get(balance)).toMatchObject({ balanceStatus: 'open', assignedQuantity: 0 });
  });

  it('a refusal beyond the proof names the proof by its certificate number, as the dialog does, with the unit', async () => {
    const { chain, balance, inbound } = await scenario();
    const proof = await chain.proof(89.07, { certificateNumber: 'EU-ISCC-Cert-PL119-33262149' });
    const response = await allocate(balance, { resource: 'inbounds', key: inbound, proof, quantity: 90 });
    expect(response.body).toMatchObject({
      code: 'PROOF_EXCEEDED',
      proof,
      certificate: 'EU-ISCC-Cert-PL119-33262149',
      available: 89.07,
      unit: 'Kg',
      message: 'The proof EU-ISCC-Cert-PL119-33262149 has only 89.07 Kg left',
    });
  });

  it('an allocation beyond the movement’s uncovered quantity is refused with MOVEMENT_EXCEEDED, naming the unit', async () => {
    const { chain, balance, inbound } = await scenario();
    const big = await chain.proof(500);
    const response = await allocate(balance, { resource: 'inbounds', key: inbound, proof: big, quantity: 100.5 });
    expect(response.body).toMatchObject({
      code: 'MOVEMENT_EXCEEDED',
      key: inbound,
      available: 100,
      unit: 'Kg',
      message: `${inbound} has only 100 Kg uncovered`,
    });
  });

  it('a proof of another product group is refused with PROOF_NOT_USABLE naming its certificate, of another unit with UNIT_MISMATCH', async () => {
    const { chain, balance, inbound } = await scenario();
    const hvo = await chain.proof(10, { productGroup: 'hvo', certificateNumber: 'EU-ISCC-Cert-HVO-1' });
    const refused = (await allocate(balance, { resource: 'inbounds', key: inbound, proof: hvo })).body;
    expect(refused).toMatchObject({ code: 'PROOF_NOT_USABLE', proof: hvo, certificate: 'EU-ISCC-Cert-HVO-1' });
    expect(refused.message).toContain('EU-ISCC-Cert-HVO-1');
    const litres = await chain.proof(10, { unitOfMeasurement: 'L15°' });
    expect((await allocate(balance, { resource: 'inbounds', key: inbound, proof: litres })).body).toMatchObject({ code: 'UNIT_MISMATCH' });
  });

  it('a movement outside the balance is refused with MOVEMENT_NOT_IN_BALANCE, an error line with MOVEMENT_ERROR_LINE', async () => {
    const { chain, balance, proof } = await scenario();
    const february = await chain.inbound('2026-02-05', 10);
    expect((await allocate(balance, { resource: 'inbounds', key: february, proof })).body).toMatchObject({ code: 'MOVEMENT_NOT_IN_BALANCE' });
    const missing = await chain.inbound('2026-01-06', null);
    expect((await allocate(balance, { resource: 'inbounds', key: missing, proof })).body).toMatchObject({ code: 'MOVEMENT_ERROR_LINE' });
  });

  it('an output allocation draws on the pool and issues an outgoing proof chained to its source', async () => {
    const { balance, inbound, outbound, proof } = await scenario();
    await allocate(balance, { resource: 'inbounds', key: inbound, proof, quantity: 50 });
    const response = await allocate(balance, { resource: 'outbounds', key: outbound, proof });
    expect(response.status).toBe(200);
    expect(response.body.allocation).toMatchObject({ direction: 'output', quantity: 50, issuedProof: `${proof}-O1` });
    expect(response.body.balance).toMatchObject({ assignedOutput: 50, difference: 0 });
    expect(await proofOf(`${proof}-O1`)).toMatchObject({
      direction: 'outgoing',
      outbound,
      volume: 50,
      remainingVolume: 50,
      previousSustainabilityDataId: proof,
      originalSustainabilityDataId: proof,
      deliveryDate: '2026-01-20',
    });
  });

  it('an output allocation beyond the pool is refused with PROOF_EXCEEDED', async () => {
    const { balance, inbound, outbound, proof } = await scenario();
    await allocate(balance, { resource: 'inbounds', key: inbound, proof, quantity: 30 });
    const response = await allocate(balance, { resource: 'outbounds', key: outbound, proof, quantity: 31 });
    expect(response.body).toMatchObject({ code: 'PROOF_EXCEEDED', available: 30 });
  });

  it('removing an allocation gives the volume back; the last one sets the balance open again', async () => {
    const { balance, inbound, proof } = await scenario();
    const { allocation } = (await allocate(balance, { resource: 'inbounds', key: inbound, proof, quantity: 10 })).body;
    const response = await client().call('DELETE', path(balance, `/allocations/${allocation.id}`));
    expect(response.status).toBe(200);
    expect(response.body.balance).toMatchObject({ balanceStatus: 'open', assignedQuantity: 0 });
    expect(await proofOf(proof)).toMatchObject({ remainingVolume: 80 });
  });

  it('removing an output allocation removes its issued proof', async () => {
    const { balance, inbound, outbound, proof } = await scenario();
    await allocate(balance, { resource: 'inbounds', key: inbound, proof, quantity: 50 });
    const { allocation } = (await allocate(balance, { resource: 'outbounds', key: outbound, proof, quantity: 20 })).body;
    const issued = `/sustainabilitydata/${encodeURIComponent(`${proof}-O1`)}`;
    expect(allocation.issuedProof).toBe(`${proof}-O1`);
    expect((await client().call('GET', issued)).status).toBe(200);
    expect((await client().call('DELETE', path(balance, `/allocations/${allocation.id}`))).status).toBe(200);
    expect((await client().call('GET', issued)).status).toBe(404);
  });

  it('removing an input allocation an output here still needs is refused with PROOF_EXCEEDED', async () => {
    const { balance, inbound, outbound, proof } = await scenario();
    const input = (await allocate(balance, { resource: 'inbounds', key: inbound, proof, quantity: 50 })).body.allocation;
    await allocate(balance, { resource: 'outbounds', key: outbound, proof, quantity: 20 });
    const response = await client().call('DELETE', path(balance, `/allocations/${input.id}`));
    const { certificateNumber } = await proofOf(proof);
    expect(response.body).toMatchObject({ code: 'PROOF_EXCEEDED', proof, certificate: certificateNumber, available: 0, unit: 'Kg' });
  });

  it('removing an input allocation whose proof a later period passed on is refused with LATER_PERIOD_USES_POOL', async () => {
    const { chain, balance, inbound, proof } = await scenario();
    const february = (await chain.balance('2026-02-01')).identifierValue;
    const outbound = await chain.outbound('2026-02-10', 5);
    const input = (await allocate(balance, { resource: 'inbounds', key: inbound, proof, quantity: 50 })).body.allocation;
    const carried = await allocate(february, { resource: 'outbounds', key: outbound, proof });
    expect(carried.body.allocation).toMatchObject({ quantity: 5 });
    expect(carried.body.balance).toMatchObject({ sustainableOpeningStock: 50, difference: 45 });
    const response = await client().call('DELETE', path(balance, `/allocations/${input.id}`));
    expect(response.body).toMatchObject({ code: 'LATER_PERIOD_USES_POOL', other: february });
    expect((await client().call('POST', path(balance, '/reset'))).body).toMatchObject({ code: 'LATER_PERIOD_USES_POOL' });
  });

  it('an output allocation cannot take from the pool what a later period already passed on (PROOF_EXCEEDED)', async () => {
    const { chain, balance, inbound, outbound, proof } = await scenario();
    const february = (await chain.balance('2026-02-01')).identifierValue;
    const later = await chain.outbound('2026-02-10', 50);
    await allocate(balance, { resource: 'inbounds', key: inbound, proof, quantity: 50 });
    await allocate(february, { resource: 'outbounds', key: later, proof, quantity: 40 });
    const response = await allocate(balance, { resource: 'outbounds', key: outbound, proof, quantity: 11 });
    expect(response.body).toMatchObject({ code: 'PROOF_EXCEEDED', available: 10 });
    expect((await allocate(balance, { resource: 'outbounds', key: outbound, proof })).body.allocation).toMatchObject({ quantity: 10 });
  });

  it('an allocation of an unknown proof or in an unknown balance answers 404', async () => {
    const { balance, inbound } = await scenario();
    expect((await allocate(balance, { resource: 'inbounds', key: inbound, proof: 'nope' })).status).toBe(404);
    expect((await allocate('nope', { resource: 'inbounds', key: inbound, proof: 'nope' })).status).toBe(404);
  });
});

describe('auto assign and reset', () => {
  it('auto assign covers inputs first in first out by date and then outputs from the pool, never splitting more than needed', async () => {
    const chain = await newChain(client(), 'Kg', 'diesel');
    const balance = (await chain.balance('2026-01-01')).identifierValue;
    const late = await chain.inbound('2026-01-20', 30);
    const early = await chain.inbound('2026-01-02', 50);
    await chain.outbound('2026-01-25', 70);
    const older = await chain.proof(60, { deliveryDate: '2025-12-01' });
    const newer = await chain.proof(10, { deliveryDate: '2025-12-15' });
    const response = await client().call('POST', path(balance, '/auto-assign'));
    expect(response.status).toBe(200);
    expect(response.body.inputs).toEqual({ allocations: 3, quantity: 70, uncovered: 10 });
    expect(response.body.outputs).toEqual({ allocations: 2, quantity: 70, uncovered: 0 });
    const inputs = await movements(balance, 'inputs');
    expect(inputs.find((row: any) => row.key === early).allocations).toMatchObject([{ proof: older, quantity: 50 }]);
    expect(
      inputs
        .find((row: any) => row.key === late)
        .allocations.map((a: any) => [a.proof, a.quantity])
        .sort(),
    ).toEqual(
      [
        [older, 10],
        [newer, 10],
      ].sort(),
    );
    expect(response.body.balance).toMatchObject({
      assignedQuantity: 70,
      assignedOutput: 70,
      difference: 0,
      uncoveredQuantity: 10,
      balanceStatus: 'inProgress',
    });
  });

  it('auto assign with nothing to cover is refused with NOTHING_TO_ASSIGN', async () => {
    const chain = await newChain(client(), 'Kg', 'benzin');
    const balance = (await chain.balance('2026-01-01')).identifierValue;
    await chain.inbound('2026-01-02', 50);
    const response = await client().call('POST', path(balance, '/auto-assign'));
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'NOTHING_TO_ASSIGN' });
  });

  it('auto assign is exact to the last decimal', async () => {
    const chain = await newChain(client(), 'Kg', 'bioethanol');
    const balance = (await chain.balance('2026-01-01')).identifierValue;
    await chain.inbound('2026-01-02', 0.1);
    await chain.inbound('2026-01-03', 0.2);
    const proof = await chain.proof(0.3);
    const response = await client().call('POST', path(balance, '/auto-assign'));
    expect(response.body.balance).toMatchObject({ assignedQuantity: 0.3, uncoveredQuantity: 0 });
    expect(await proofOf(proof)).toMatchObject({ remainingVolume: 0 });
  });

  it('reset removes the allocations and the issued proofs and sets the balance open', async () => {
    const { balance, inbound, outbound, proof } = await scenario();
    await allocate(balance, { resource: 'inbounds', key: inbound, proof, quantity: 50 });
    await allocate(balance, { resource: 'outbounds', key: outbound, proof, quantity: 20 });
    const response = await client().call('POST', path(balance, '/reset'));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      removedAllocations: 2,
      removedProofs: 1,
      balance: { balanceStatus: 'open', assignedQuantity: 0, assignedOutput: 0 },
    });
    expect(await proofOf(proof)).toMatchObject({ remainingVolume: 80 });
  });

  it('reset and removing an output allocation are refused with PROOF_HAS_DOCUMENTS while the issued proof has documents; nothing changes', async () => {
    const { balance, inbound, outbound, proof } = await scenario();
    await allocate(balance, { resource: 'inbounds', key: inbound, proof, quantity: 50 });
    const { allocation } = (await allocate(balance, { resource: 'outbounds', key: outbound, proof, quantity: 20 })).body;
    const issued = `${proof}-O1`;
    const attached = await client().call('POST', `/sustainabilitydata/${issued}/documents`, { fileName: 'pos.pdf', content: pdfBytes().toString('base64') });
    expect(attached.status).toBe(201);
    const before = await get(balance);
    expect((await client().call('POST', path(balance, '/reset'))).body).toMatchObject({ code: 'PROOF_HAS_DOCUMENTS', proof: issued, count: 1 });
    expect((await client().call('DELETE', path(balance, `/allocations/${allocation.id}`))).body).toMatchObject({ code: 'PROOF_HAS_DOCUMENTS', proof: issued });
    expect(await get(balance)).toEqual(before);
    expect(await proofOf(issued)).toMatchObject({ direction: 'outgoing', volume: 20 });
  });
});

describe('complete and reopen', () => {
  it('completing sets the balance and its movements completed; a completed balance refuses every action with BALANCE_COMPLETED', async () => {
    const { balance, inbound, outbound, proof } = await scenario();
    const response = await client().call('POST', path(balance, '/complete'));
    expect(response.status).toBe(200);
    expect(response.body.balance).toMatchObject({ balanceStatus: 'completed' });
    expect((await client().call('GET', `/inbounds/${inbound}`)).body).toMatchObject({ movementStatus: 'completed' });
    expect((await client().call('GET', `/outbounds/${outbound}`)).body).toMatchObject({ movementStatus: 'completed' });
    for (const [method, rest] of [
      ['POST', '/auto-assign'],
      ['POST', '/reset'],
      ['POST', '/complete'],
    ] as const) {
      expect((await client().call(method, path(balance, rest))).body).toMatchObject({ code: 'BALANCE_COMPLETED' });
    }
    expect((await allocate(balance, { resource: 'inbounds', key: inbound, proof })).body).toMatchObject({ code: 'BALANCE_COMPLETED' });
    expect((await client().call('PATCH', path(balance), { productionOutput: 1 })).body).toMatchObject({ code: 'RECORD_LOCKED' });
  });

  it('a locked or completed inbound cannot be edited ("This record is locked and cannot be edited")', async () => {
    const { balance, inbound } = await scenario();
    await client().call('POST', path(balance, '/complete'));
    const response = await client().call('PATCH', `/inbounds/${inbound}`, { quantityDischargedKg: 1 });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'RECORD_LOCKED', message: 'This record is locked and cannot be edited' });
    const chain = await newChain(client());
    const locked = await chain.inbound('2026-05-01', 5, { movementStatus: 'locked' });
    expect((await client().call('DELETE', `/inbounds/${locked}`)).body).toMatchObject({ code: 'RECORD_LOCKED' });
  });

  it('a movement created or moved into a completed balance’s period is refused with PERIOD_COMPLETED', async () => {
    const { chain, balance } = await scenario();
    await client().call('POST', path(balance, '/complete'));
    const response = await client().call('POST', '/inbounds', {
      ...(await client().sample('inbounds')),
      product: chain.product,
      dischargeSite: chain.site,
      dischargeDate: '2026-01-09',
      cancelled: 0,
      movementStatus: 'open',
    });
    expect(response.body).toMatchObject({ code: 'PERIOD_COMPLETED', balance });
    const other = await chain.inbound('2026-02-09', 5);
    expect((await client().call('PATCH', `/inbounds/${other}`, { dischargeDate: '2026-01-09' })).body).toMatchObject({ code: 'PERIOD_COMPLETED' });
  });

  it('completing needs the previous period completed (PREVIOUS_NOT_COMPLETED)', async () => {
    const chain = await newChain(client());
    const january = (await chain.balance('2026-01-01')).identifierValue;
    const february = (await chain.balance('2026-02-01')).identifierValue;
    expect((await client().call('POST', path(february, '/complete'))).body).toMatchObject({ code: 'PREVIOUS_NOT_COMPLETED', other: january });
  });

  it('completing with error lines is refused with MOVEMENT_ERRORS', async () => {
    const chain = await newChain(client());
    const balance = (await chain.balance('2026-01-01')).identifierValue;
    await chain.inbound('2026-01-02', null);
    expect((await client().call('POST', path(balance, '/complete'))).body).toMatchObject({ code: 'MOVEMENT_ERRORS', count: 1 });
  });

  it('completing with a negative closing stock is refused with NEGATIVE_CLOSING_STOCK', async () => {
    const chain = await newChain(client());
    const balance = (await chain.balance('2026-01-01')).identifierValue;
    await chain.outbound('2026-01-02', 5);
    expect((await client().call('POST', path(balance, '/complete'))).body).toMatchObject({ code: 'NEGATIVE_CLOSING_STOCK', closingStock: -5 });
  });

  it('creating a period before a completed one is refused with LATER_PERIOD_COMPLETED', async () => {
    const chain = await newChain(client());
    const march = (await chain.balance('2026-03-01')).identifierValue;
    await client().call('POST', path(march, '/complete'));
    const response = await client().call('POST', '/mass-balances', { site: chain.site, product: chain.product, unit: 'Kg', dateFrom: '2026-01-01' });
    expect(response.body).toMatchObject({ code: 'LATER_PERIOD_COMPLETED', other: march });
  });

  it('reopen restores the movements’ statuses and the balance’s status', async () => {
    const { balance, inbound, proof } = await scenario();
    await allocate(balance, { resource: 'inbounds', key: inbound, proof, quantity: 10 });
    await client().call('POST', path(balance, '/complete'));
    const admin = await server.loginAs('admin@fuel-portal.example');
    const response = await server.api('POST', path(balance, '/reopen'), { token: admin.token, tenant: 'TENANT1' });
    expect(response.status).toBe(200);
    expect(response.body.balance).toMatchObject({ balanceStatus: 'inProgress' });
    expect((await client().call('GET', `/inbounds/${inbound}`)).body).toMatchObject({ movementStatus: 'open' });
  });

  it('reopen by a user who is no administrator is refused with ADMIN_REQUIRED (403)', async () => {
    const { balance } = await scenario();
    await client().call('POST', path(balance, '/complete'));
    const response = await client().call('POST', path(balance, '/reopen'));
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'ADMIN_REQUIRED' });
    expect(await get(balance)).toMatchObject({ balanceStatus: 'completed' });
  });

  it('reopen of a balance that is not completed is refused with BALANCE_NOT_COMPLETED', async () => {
    const { balance } = await scenario();
    const admin = await server.loginAs('admin@fuel-portal.example');
    expect((await server.api('POST', path(balance, '/reopen'), { token: admin.token, tenant: 'TENANT1' })).body).toMatchObject({
      code: 'BALANCE_NOT_COMPLETED',
    });
  });

  it('reopen while a later period is completed is refused with LATER_PERIOD_COMPLETED', async () => {
    const chain = await newChain(client());
    const january = (await chain.balance('2026-01-01')).identifierValue;
    const february = (await chain.balance('2026-02-01')).identifierValue;
    await client().call('POST', path(january, '/complete'));
    await client().call('POST', path(february, '/complete'));
    const admin = await server.loginAs('admin@fuel-portal.example');
    expect((await server.api('POST', path(january, '/reopen'), { token: admin.token, tenant: 'TENANT1' })).body).toMatchObject({
      code: 'LATER_PERIOD_COMPLETED',
      other: february,
    });
  });
});
