import { authStore } from '../../../src/client/auth/authStore';
import { EMPTY_USER } from '../../../src/shared/user';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
/** An access token of a token's shape that expires in 2033. */
const JWT = `${b64({ alg: 'HS256' })}.${b64({ sub: 'x', exp: 2_000_000_000 })}.c2lnbmF0dXJl`;

/** A session in this browser's storage, as after the login form: `login`, a member of `tenants`, working in the first. */
export function storeSession(login: string, tenants: string[]): void {
  localStorage.clear();
  authStore.reload();
  authStore.completeLogin(`Bearer ${JWT}`, 'refresh', { ...EMPTY_USER, login, tenants: tenants.map((tenant) => ({ tenant, adminflag: false })) });
  authStore.setTenant(tenants[0]);
}
