import { describe, expect, it } from 'vitest';
import { REPORT_IDS } from '../../../../src/shared/reports/api';
import { placeholderRoutes } from '../../../../src/client/routing/pageRoutes';
import { reportPageOf } from '../../../../src/client/routing/reportRoutes';

describe('report routes', () => {
  it('each of the five report routes has the report page instead of the placeholder', () => {
    const routes = placeholderRoutes();
    for (const id of REPORT_IDS) expect(routes.find((route) => route.path === `reports/${id}`)?.page, id).toBeDefined();
  });

  it('only report ids under reports/ are report pages', () => {
    expect(reportPageOf('reports/unknown')).toBeUndefined();
    expect(reportPageOf('credit-generation-report')).toBeUndefined();
    expect(reportPageOf('reports/credit-generation-report')).toBeDefined();
  });
});
