import type { ResourceClient } from './resource-client';

/**
 * A real allocation in the balance `balance` (as the API answered it), written through the mass-balance
 * route: an inbound of its site, product and period and a proof of its product group and unit.
 */
export async function plantAllocation(client: ResourceClient, balance: Record<string, any>): Promise<Record<string, any>> {
  const product = (await client.call('GET', `/products/${encodeURIComponent(balance.product)}`)).body;
  const quantity = balance.unit === 'Kg' ? 'quantityDischargedKg' : 'quantityDischargedL15';
  const inbound = await client.create('inbounds', {
    product: balance.product,
    dischargeSite: balance.site,
    dischargeDate: balance.dateFrom,
    cancelled: 0,
    movementStatus: 'open',
    [quantity]: 10,
  });
  const proof = await client.create('sustainabilitydata', {
    productGroup: product.productGroup,
    unitOfMeasurement: balance.unit,
    volume: 10,
    originalSustainabilityDataId: null,
    previousSustainabilityDataId: null,
  });
  const answer = await client.call('POST', `/mass-balances/${encodeURIComponent(balance.identifierValue)}/allocations`, {
    resource: 'inbounds',
    key: inbound.number,
    proof: proof.number,
  });
  if (answer.status !== 200) throw new Error(`allocation: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (await client.call('GET', `/mass-balance-allocations/${encodeURIComponent(answer.body.allocation.id)}`)).body;
}
