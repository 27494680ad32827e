import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nReady } from '../../../../src/client/i18n/i18n';
import { CreditSummary } from '../../../../src/client/reports/CreditSummary';
import type { CreditPeriodSummary } from '../../../../src/shared/reports/api';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const period = (compliancePeriod: string, provisional: number, recorded: number): CreditPeriodSummary => ({
  compliancePeriod,
  provisionalCredits: provisional,
  recordedCredits: recorded,
  assignedCredits: recorded / 2,
  difference: provisional - recorded,
});

let root: Root;
let host: HTMLElement;

function render(summary: CreditPeriodSummary[]) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root.render(<CreditSummary summary={summary} />));
  return [...host.querySelectorAll('[data-testid="credit-summary-period"]')];
}

afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

await i18nReady;

describe('CreditSummary', () => {
  it('one card per compliance period; a difference from 0.5 tCO2e on is highlighted, rounding below it is not', () => {
    const [rounding, deviating, halfYear] = render([period('2025', 1121.7701, 1122), period('2024', 100, 99.5), period('2023-2', 0, 0)]);
    expect(rounding.textContent).toContain('Matches CATS');
    expect(rounding.className).not.toContain('credit-summary__card--notable');
    expect(deviating.textContent).toContain('Deviates from CATS');
    expect(deviating.className).toContain('credit-summary__card--notable');
    expect(deviating.textContent).toContain('0.500');
    expect(halfYear.textContent).toContain('2023, 2nd half (Jul–Dec)');
  });
});
