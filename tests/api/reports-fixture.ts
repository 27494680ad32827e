import {
  BALANCES,
  CATS_CREDITS,
  CI_CONFIGS,
  CREDIT_LINKS,
  FEEDSTOCK,
  INBOUNDS,
  LOCATIONS,
  OUTBOUNDS,
  PRODUCT_RECORDS,
  STOCK_MEASUREMENTS,
} from '../fixtures/reports/cfr-fixture';
import { MISSING_PERIODS_ROUTE } from '../../src/shared/mass-balance/api';
import type { ResourceClient } from './resource-client';

const enc = encodeURIComponent;

/** Stores the hand-made CFR data set (tests/fixtures/reports) through the API, so the hooks derive the balances as in use. */
export async function plantReportFixture(client: ResourceClient): Promise<void> {
  for (const [id, name] of [
    ['CA', 'Canada'],
    ['US', 'United States'],
  ])
    await client.create('country-codes', { id, name });
  for (const record of LOCATIONS) await client.create('locations', record);
  for (const record of PRODUCT_RECORDS) await client.create('products', record);
  for (const record of Object.values(FEEDSTOCK)) await client.create('feedstock', record);
  for (const record of CI_CONFIGS) await client.create('carbonintensityconfigurations', record);
  for (const [number, site, product, loadingDate, litres, destinationCountry, cancelled] of OUTBOUNDS) {
    await client.create('outbounds', {
      number,
      product,
      loadingSite: site,
      loadingDate,
      quantityLoadedL15: litres,
      quantityLoadedKg: null,
      destinationCountry,
      cancelled,
      movementStatus: 'open',
      inboundId: null,
    });
  }
  for (const [number, product, dischargeDate, kg] of INBOUNDS) {
    await client.create('inbounds', {
      number,
      product,
      dischargeSite: LOCATIONS[0].number,
      dischargeDate,
      quantityDischargedKg: kg,
      quantityDischargedL15: null,
      cancelled: 0,
      movementStatus: 'open',
      outboundId: null,
    });
  }
  for (const [site, product, date, quantity] of STOCK_MEASUREMENTS) {
    await client.create('stock-measurements', { id: `SM-${product}-${date}`, site, product, tankNumber: 'T1', measurementDate: date, unit: 'Kg', quantity });
  }
  for (const [site, product, unit, dateFrom, productionInput, productionOutput] of BALANCES) {
    // A chain leaves no month with movements out: the months before it get their balances first, as the create page offers.
    const missing = await client.call('POST', MISSING_PERIODS_ROUTE, { site, product, unit, dateFrom });
    if (missing.status !== 200) throw new Error(`missing balances ${product} ${dateFrom}: ${missing.status} ${JSON.stringify(missing.body)}`);
    const response = await client.call('POST', '/mass-balances', { site, product, unit, dateFrom, productionInput, productionOutput });
    if (response.status !== 201) throw new Error(`balance ${product} ${dateFrom}: ${response.status} ${JSON.stringify(response.body)}`);
  }
  for (const [id, compliancePeriod, compliancePeriodHalf, transactionType, quantityTco2e, correspondingVolumeLowCiFuel] of CATS_CREDITS) {
    await client.create('catscredits', { id, compliancePeriod, compliancePeriodHalf, transactionType, quantityTco2e, correspondingVolumeLowCiFuel });
  }
  for (const [credit, outbound, quantity] of CREDIT_LINKS) {
    const response = await client.call('PUT', `/catscredits/${enc(credit)}/links/outbounds/${enc(outbound)}`, { quantity });
    if (response.status !== 200) throw new Error(`link ${credit} → ${outbound}: ${response.status} ${JSON.stringify(response.body)}`);
  }
}
