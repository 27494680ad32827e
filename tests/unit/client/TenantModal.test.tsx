import { App } from 'antd';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../src/client/auth/authStore';
import { i18nReady } from '../../../src/client/i18n/i18n';
import type { StoredUserInfo } from '../../../src/client/auth/loginResponse';
import { TenantModal } from '../../../src/client/tenant/TenantModal';
import { EMPTY_USER } from '../../../src/shared/user';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const JWT = `${b64({ alg: 'HS256' })}.${b64({ exp: 2_000_000_000 })}.c2ln`;

function loginWith(tenants: string[], displayNames: Record<string, string> = {}) {
  const user = { ...EMPTY_USER, login: 'm@x.example', tenants: tenants.map((tenant) => ({ tenant, adminflag: false, displayName: displayNames[tenant] })) };
  authStore.completeLogin(`Bearer ${JWT}`, 'r', user as StoredUserInfo);
}

let root: Root;
let host: HTMLElement;

function renderModal() {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root.render(
      <App>
        <MemoryRouter initialEntries={['/en/login?redirect=%2Fen%2Fmasterdata%2Fpartners']}>
          <Routes>
            <Route path="/:lang/login" element={<TenantModal />} />
            <Route path="*" element={<div data-testid="target" />} />
          </Routes>
        </MemoryRouter>
      </App>,
    ),
  );
}

const all = (testId: string) => document.body.querySelectorAll(`[data-testid="${testId}"]`);

beforeEach(() => {
  localStorage.clear();
  authStore.reload();
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  document.body.innerHTML = '';
});

await i18nReady;

describe('TenantModal', () => {
  it('lists every tenant without search and counter for three tenants', () => {
    loginWith(['A', 'B', 'C']);
    renderModal();
    expect(all('tenant-modal')).toHaveLength(1);
    expect([...all('tenant-option')].map((node) => node.textContent)).toEqual(['A', 'B', 'C']);
    expect(all('tenant-search')).toHaveLength(0);
    expect(all('tenant-counter')).toHaveLength(0);
  });

  it('shows search and counter with more than three tenants', () => {
    loginWith(['A', 'B', 'C', 'D']);
    renderModal();
    expect(all('tenant-search')).toHaveLength(1);
    expect(all('tenant-counter')[0].textContent).toBe('4 of 4');
  });

  it('names each tenant by its display name, with the id beside it', () => {
    loginWith(['OILCO_CFR', 'LEGACY'], { OILCO_CFR: 'OilCo CFR' });
    renderModal();
    const texts = (selector: string) => [...document.body.querySelectorAll(selector)].map((node) => node.textContent);
    expect(texts('.tenant-option__name')).toEqual(['OilCo CFR', 'LEGACY']);
    expect(texts('.tenant-option__id')).toEqual(['OILCO_CFR']);
    expect([...all('tenant-option')].map((node) => node.getAttribute('data-tenant'))).toEqual(['OILCO_CFR', 'LEGACY']);
  });

  it('stores the choice and follows the redirect target from the login page', () => {
    loginWith(['A', 'B']);
    renderModal();
    const option = [...all('tenant-option')].find((node) => node.textContent === 'B') as HTMLElement;
    act(() => option.click());
    expect(localStorage.getItem('current_tenant')).toBe('B');
    expect(localStorage.getItem('last_used_tenant')).toBe('B');
    expect(all('target')).toHaveLength(1);
  });
});
