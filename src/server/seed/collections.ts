import type { KeyPool, Row } from './fit-row';
import type { ProductFacts } from './master-data';
import type { Random } from './prng';

/** Collections with one to this many certificates. */
const MAX_CERTIFICATES = 3;

/**
 * The collection (Abholung) of the fuel one outbound delivered: the outbound's delivery date, discharge
 * site as delivery point, product (and its group: outbounds do not store it) and loaded quantity, with one to three certificates of which about
 * half name a generated proof of sustainability. Collection `COL-{year}-n` belongs with outbound
 * `OUT-{year}-n`, so a link between the two is a matter of equal numbers.
 */
export function buildCollection(random: Random, outbound: Row, id: string, products: ProductFacts[], proofs: KeyPool | undefined): Row {
  const certificates = Array.from({ length: random.int(1, MAX_CERTIFICATES) }, () => ({
    certificateNumber: `EU-ISCC-Cert-DE${random.digits(3)}-${random.digits(5)}`,
    sustainabilityData: proofs && proofs.count > 0 && random.chance(0.5) ? proofs.key(random.int(0, proofs.count - 1)) : undefined,
  }));
  return {
    id,
    number: `ABH-${random.digits(6)}`,
    accountingId: `FI-${random.digits(8)}`,
    deliveryDate: outbound.loadingDate,
    deliveryPointNumber: outbound.dischargeSite,
    deliveryPointName: outbound.dischargePlant,
    productGroup: products.find((product) => product.number === outbound.product)?.group,
    outgoingProduct: outbound.product,
    fuelAmount: outbound.quantityLoaded,
    volume: outbound.quantityLoadedL15,
    share: outbound.bioContent,
    certificates,
  };
}
