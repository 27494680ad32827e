import { expect } from 'vitest';
import { newChain } from './mass-balance-fixture';
import type { ResourceClient } from './resource-client';

export const CERTIFICATE = 'EU-ISCC-Cert-DE100-POS';

/**
 * A balance in L15° of a biodiesel product (energy density from Schedule 2) whose output to a partner
 * issued the outgoing proof `issued` from a proof with complete sustainability data.
 */
export async function outputWithIssuedProof(client: ResourceClient, extraProof: Record<string, unknown> = {}) {
  const chain = await newChain(client, 'L15°');
  const balance = String((await chain.balance('2026-01-01')).identifierValue);
  const partner = await client.create('partners', {
    name: 'Empfänger Straße GmbH',
    validFrom: '2020-01-01',
    street: 'Hafenstraße',
    houseNumber: '7',
    postalCode: '20457',
    city: 'Hamburg',
    country: 'de',
  });
  const feedstock = await client.create('feedstock', { name: 'Altspeiseöl' });
  const inbound = await chain.inbound('2026-01-05', 100);
  const outbound = await chain.outbound('2026-01-20', 50, { recipientPartner: partner.number });
  const proof = await chain.proof(80, {
    certificateNumber: CERTIFICATE,
    rawMaterial: feedstock.id,
    originCountry: 'NL',
    certificationSystem: 'isccEu',
    carbonIntensityApproved: 12.5,
    ...extraProof,
  });
  const path = `/mass-balances/${encodeURIComponent(balance)}`;
  expect((await client.call('POST', `${path}/allocations`, { resource: 'inbounds', key: inbound, proof, quantity: 50 })).status).toBe(200);
  expect((await client.call('POST', `${path}/allocations`, { resource: 'outbounds', key: outbound, proof })).status).toBe(200);
  return { chain, balance, partner, feedstock, outbound, proof, issued: `${proof}-O1` };
}
