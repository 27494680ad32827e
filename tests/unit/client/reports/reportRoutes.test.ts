import { describe, expect, it } from 'vitest';
import { registry } from '../../../../src/client/registry/registry';
import { placeholderRoutes } from '../../../../src/client/routing/pageRoutes';
import { buildRegistry } from '../../../../src/shared/registry';
import { readRegistryFiles } from '../../../support/registry-files';

describe('report routes', () => {
  it('each report of the registry has the report page instead of the placeholder', () => {
    const routes = placeholderRoutes(registry);
    expect(registry.reports.size).toBeGreaterThan(0);
    for (const id of registry.reports.keys()) expect(routes.find((route) => route.path === `reports/${id}`)?.page, id).toBeDefined();
  });

  it('a report declared in schemas/reports/ has its route with its title and the report page, from the declaration alone', () => {
    const files = readRegistryFiles();
    const planted = { ...(files['reports/onsite-report-facility-output.json'] as object), id: 'planted-report', order: 5 };
    const route = placeholderRoutes(buildRegistry({ ...files, 'reports/planted-report.json': planted })).find(
      (entry) => entry.path === 'reports/planted-report',
    );
    expect(route).toMatchObject({ titleKey: 'reports:titles.planted-report' });
    expect(route?.page).toBeDefined();
    expect(placeholderRoutes(registry).find((entry) => entry.path === 'reports/planted-report')).toBeUndefined();
  });
});
