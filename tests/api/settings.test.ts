import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/shared/settings';
import { useTestServer } from './harness';

const server = useTestServer();

async function tokenOf(login: string) {
  return (await server.loginAs(login)).token;
}

describe('GET/PUT /account/settings', () => {
  it('gives a new user the defaults (en, America/Edmonton, no date format chosen, 20 rows a page, CSV like the language, true, true, false)', async () => {
    const { status, body } = await server.api('GET', '/account/settings', { token: await tokenOf('user@tenant1.example') });
    expect(status).toBe(200);
    expect(body).toEqual(DEFAULT_SETTINGS);
    expect(body).toEqual({
      language: 'en',
      timezone: 'America/Edmonton',
      dateFormat: null,
      itemsPerPage: 20,
      csvFormat: 'language',
      emailNotifications: true,
      browserNotifications: true,
      compactMode: false,
    });
  });

  it('merges a partial PUT into the stored settings and returns them whole', async () => {
    const token = await tokenOf('multi@fuel-portal.example');
    const put = await server.api('PUT', '/account/settings', { token, body: { language: 'de', itemsPerPage: 50 } });
    expect(put.status).toBe(200);
    const expected = { ...DEFAULT_SETTINGS, language: 'de', itemsPerPage: 50 };
    expect(put.body).toEqual(expected);
    await server.api('PUT', '/account/settings', { token, body: { compactMode: true } });
    expect((await server.api('GET', '/account/settings', { token })).body).toEqual({ ...expected, compactMode: true });
  });

  it('keeps settings per user', async () => {
    const token = await tokenOf('producer.admin@oilco.example');
    expect((await server.api('GET', '/account/settings', { token })).body).toEqual(DEFAULT_SETTINGS);
  });

  it('stores an unknown date format as MM/dd/yyyy and keeps a known one', async () => {
    const token = await tokenOf('admin@fuel-portal.example');
    await server.api('PUT', '/account/settings', { token, body: { dateFormat: 'dd.MM.yyyy' } });
    expect((await server.api('GET', '/account/settings', { token })).body.dateFormat).toBe('dd.MM.yyyy');
    const put = await server.api('PUT', '/account/settings', { token, body: { dateFormat: 'yyyy/MM/dd' } });
    expect(put.status).toBe(200);
    expect((await server.api('GET', '/account/settings', { token })).body.dateFormat).toBe('MM/dd/yyyy');
  });

  it('keeps the date format unchosen when other settings are saved, and null takes a choice back', async () => {
    const token = await tokenOf('producer.admin@oilco.example');
    await server.api('PUT', '/account/settings', { token, body: { language: 'de', timezone: 'Europe/Berlin' } });
    expect((await server.api('GET', '/account/settings', { token })).body.dateFormat).toBeNull();
    await server.api('PUT', '/account/settings', { token, body: { dateFormat: 'yyyy-MM-dd' } });
    expect((await server.api('GET', '/account/settings', { token })).body).toMatchObject({ language: 'de', dateFormat: 'yyyy-MM-dd' });
    const reset = await server.api('PUT', '/account/settings', { token, body: { dateFormat: null } });
    expect(reset.status).toBe(200);
    expect((await server.api('GET', '/account/settings', { token })).body).toMatchObject({ language: 'de', timezone: 'Europe/Berlin', dateFormat: null });
  });

  it('refuses invalid values with 400 VALIDATION naming the field', async () => {
    const token = await tokenOf('user@tenant1.example');
    const cases = { itemsPerPage: 7, timezone: 'Mars/Olympus', language: 'fr', compactMode: 'maybe', csvFormat: 'excel' };
    for (const [field, value] of Object.entries(cases)) {
      const { status, body } = await server.api('PUT', '/account/settings', { token, body: { [field]: value } });
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION');
      expect(body.field).toBe(field);
      expect(body.message).toContain(field);
    }
  });

  it('needs a token', async () => {
    expect((await server.api('GET', '/account/settings')).status).toBe(401);
  });
});
