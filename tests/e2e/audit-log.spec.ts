import { expect, test, type Page } from './fixtures';
import { pdfBytes } from '../support/sample-files';
import { apiHeaders, logIn } from './helpers';

const SYSTEM_ADMIN = { login: 'admin@fuel-portal.example', password: 'Admin-Portal-2026' };

const entryRow = (page: Page, area: string) => page.getByTestId('audit-log').locator('.ant-table-row', { hasText: area }).first();

test('the audit log names every area by its label and shows list values as a list, not as JSON, in English and German', async ({ page }) => {
  await logIn(page, SYSTEM_ADMIN, { tenant: 'TENANT1', path: null });
  const headers = await apiHeaders(page);
  // A tenant change (its menu keys are a list) and a document attached to a proof, both in TENANT1's log.
  const tenants: { name: string; visibleRoutes: string[] }[] = await (await page.request.get('/api/v1/tenants?_start=0&_end=100', { headers })).json();
  const visibleRoutes = tenants.find((tenant) => tenant.name === 'TENANT1')!.visibleRoutes;
  expect((await page.request.patch('/api/v1/tenants/TENANT1', { headers, data: { visibleRoutes: [...visibleRoutes].reverse() } })).ok()).toBe(true);
  const [proof] = await (await page.request.get('/api/v1/sustainabilitydata?_start=0&_end=1', { headers })).json();
  const upload = await page.request.post(`/api/v1/sustainabilitydata/${encodeURIComponent(proof.number)}/documents`, {
    headers,
    data: { fileName: 'audit.pdf', content: pdfBytes('audit e2e').toString('base64') },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  try {
    await page.goto('/en/logs');
    await expect(entryRow(page, 'Documents of sustainability data')).toBeVisible();
    await expect(page.getByTestId('audit-log')).not.toContainText('sustainabilitydata-documents');
    await entryRow(page, 'Tenants').locator('.ant-table-row-expand-icon').click();
    const changes = page.getByTestId('audit-changes').first();
    await expect(changes).toContainText([...visibleRoutes].reverse().join(', '));
    await expect(changes).not.toContainText('["');

    await page.goto('/de/logs');
    await expect(entryRow(page, 'Dokumente der Nachhaltigkeitsdaten')).toBeVisible();
    await expect(entryRow(page, 'Mandanten')).toBeVisible();
  } finally {
    await page.request.patch('/api/v1/tenants/TENANT1', { headers, data: { visibleRoutes } });
    const documents: { id: string; fileName: string }[] = await (
      await page.request.get(`/api/v1/sustainabilitydata/${encodeURIComponent(proof.number)}/documents`, { headers })
    ).json();
    const document = documents.find((candidate) => candidate.fileName === 'audit.pdf');
    if (document) await page.request.delete(`/api/v1/sustainabilitydata/${encodeURIComponent(proof.number)}/documents/${document.id}`, { headers });
  }
});
