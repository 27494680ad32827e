import { describe, expect, it } from 'vitest';
import { autoAssignRows } from '../../../bench/generators/auto-assign-data';
import { figuresRows } from '../../../bench/generators/figures-data';
import { AUTO_ASSIGN_SCOPE, FIGURES_SCOPE } from '../../../bench/generators/scenario';

const inPeriod = (date: unknown, scope = FIGURES_SCOPE) => String(date) >= scope.dateFrom && String(date) <= scope.dateTo;

describe('bench data generators', () => {
  it('generate the same rows on every run', () => {
    expect(autoAssignRows(AUTO_ASSIGN_SCOPE, 500)).toEqual(autoAssignRows(AUTO_ASSIGN_SCOPE, 500));
    expect(figuresRows(FIGURES_SCOPE, 1_000, 100)).toEqual(figuresRows(FIGURES_SCOPE, 1_000, 100));
  });

  it('scenario A: every inbound is discharged at the site in the period, every proof is an incoming Kg proof of the product group with its whole volume left', () => {
    const { inbounds, proofs } = autoAssignRows(AUTO_ASSIGN_SCOPE, 500);
    expect(inbounds).toHaveLength(500);
    expect(proofs).toHaveLength(500);
    for (const inbound of inbounds) {
      expect(inbound).toMatchObject({ dischargeSite: AUTO_ASSIGN_SCOPE.site, product: AUTO_ASSIGN_SCOPE.product, cancelled: 0 });
      expect(inPeriod(inbound.dischargeDate, AUTO_ASSIGN_SCOPE)).toBe(true);
      expect(inbound.quantityDischargedKg).toBeGreaterThan(0);
    }
    for (const proof of proofs) {
      expect(proof).toMatchObject({ productGroup: AUTO_ASSIGN_SCOPE.productGroup, unitOfMeasurement: 'Kg', direction: 'incoming' });
      expect(proof.remainingVolume).toBe(proof.volume);
    }
  });

  it('scenario A: the proofs run out before the inputs are covered', () => {
    const { inbounds, proofs } = autoAssignRows(AUTO_ASSIGN_SCOPE, 500);
    const total = (rows: Record<string, unknown>[], field: string) => rows.reduce((sum, row) => sum + Number(row[field]), 0);
    expect(total(proofs, 'volume')).toBeLessThan(total(inbounds, 'quantityDischargedKg'));
  });

  it('scenario B: the balance holds exactly the requested movements, the extra rows are cancelled or after the period', () => {
    const { inbounds, outbounds } = figuresRows(FIGURES_SCOPE, 1_000, 100);
    const counts = (rows: Record<string, unknown>[], date: string) => rows.filter((row) => row.cancelled === 0 && inPeriod(row[date])).length;
    expect(counts(inbounds, 'dischargeDate') + counts(outbounds, 'loadingDate')).toBe(1_000);
    expect(inbounds.length + outbounds.length).toBe(1_100);
    expect(new Set([...inbounds, ...outbounds].map((row) => row.number)).size).toBe(1_100);
  });
});
