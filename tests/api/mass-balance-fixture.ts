import type { ResourceClient } from './resource-client';

/**
 * A site and product of their own (so periods never overlap other tests') and helpers to fill a chain.
 * Proofs serve every balance of their product group: a test that needs to know every proof auto assign
 * sees takes a product group no other test of its file uses.
 */
export async function newChain(client: ResourceClient, unit: 'Kg' | 'L15°' = 'Kg', productGroup = 'biodiesel') {
  const keyOf = (resource: string, record: Record<string, any>) => String(record[client.entity(resource)['x-key']]);
  const site = keyOf('locations', await client.create('locations'));
  const product = keyOf('products', await client.create('products', { productGroup, unitOfMeasurement: unit, validFrom: '2020-01-01', status: 'aktiv' }));
  let n = 0;
  const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;
  /** An inbound discharged (in) or an outbound loaded (out) at the site on `date`; null: without the quantity in the unit. */
  async function movement(side: 'in' | 'out', date: string, quantity: number | null, extra: Record<string, unknown>) {
    const [resource, prefix, placement] = side === 'in' ? ['inbounds', 'IN', 'discharge'] : ['outbounds', 'OUT', 'loading'];
    const quantityField = `quantity${side === 'in' ? 'Discharged' : 'Loaded'}`;
    const record = await client.create(resource, {
      number: `${prefix}${unique()}`,
      product,
      [`${placement}Site`]: site,
      [`${placement}Date`]: date,
      movementStatus: 'open',
      cancelled: 0,
      [`${quantityField}Kg`]: null,
      [`${quantityField}L15`]: null,
      ...(quantity === null ? {} : { [quantityField + (unit === 'Kg' ? 'Kg' : 'L15')]: quantity }),
      ...extra,
    });
    return String(record.number);
  }
  return {
    site,
    product,
    async balance(dateFrom: string, extra: Record<string, unknown> = {}) {
      const response = await client.call('POST', '/mass-balances', { site, product, unit, dateFrom, ...extra });
      if (response.status !== 201) throw new Error(`balance ${dateFrom}: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body as Record<string, any>;
    },
    inbound: (date: string, quantity: number | null, extra: Record<string, unknown> = {}) => movement('in', date, quantity, extra),
    outbound: (date: string, quantity: number | null, extra: Record<string, unknown> = {}) => movement('out', date, quantity, extra),
    async proof(volume: number, extra: Record<string, unknown> = {}) {
      const record = await client.create('sustainabilitydata', {
        number: `P${unique()}`,
        product,
        productGroup,
        unitOfMeasurement: unit,
        volume,
        deliveryDate: '2026-01-01',
        originalSustainabilityDataId: null,
        previousSustainabilityDataId: null,
        ...extra,
      });
      return String(record.number);
    },
  };
}
