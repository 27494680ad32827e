import type { Row } from '../../src/server/seed/fit-row';
import type { BalanceScope } from './scenario';

/** The location and product a balance (or a movement) refers to (movement edits check their references). */
export function masterDataRows(scope: Pick<BalanceScope, 'site' | 'product' | 'productGroup'>): { locations: Row[]; products: Row[] } {
  return {
    locations: [{ number: scope.site, name: `Bench site ${scope.site}`, country: 'DE', validFrom: '2000-01-01', productionSite: true }],
    products: [
      {
        number: scope.product,
        name: `Bench product ${scope.product}`,
        productGroup: scope.productGroup,
        status: 'aktiv',
        unitOfMeasurement: 'Kg',
        validFrom: '2000-01-01',
      },
    ],
  };
}
