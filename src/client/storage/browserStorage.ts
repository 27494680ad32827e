/** The browser storage keys; their names are fixed (what a browser stored under them must keep working). */
export const STORAGE_KEYS = {
  userInfo: 'user_info',
  currentTenant: 'current_tenant',
  token: 'token',
  tokenTime: 'token_time',
  refreshToken: 'refresh_token',
  tenants: 'tenants',
  currentUser: 'current_user',
  lastActivity: 'last_activity',
  locale: 'locale',
  darkMode: 'dark_mode',
  userSettings: 'user_settings',
  lastUsedTenant: 'last_used_tenant',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Keys that outlive a logout: they describe the browser, not the session. */
const KEPT_ON_LOGOUT: readonly StorageKey[] = [STORAGE_KEYS.locale, STORAGE_KEYS.darkMode, STORAGE_KEYS.lastUsedTenant];

export function readString(key: StorageKey): string | null {
  return localStorage.getItem(key);
}

export function writeString(key: StorageKey, value: string): void {
  localStorage.setItem(key, value);
}

export function removeKey(key: StorageKey): void {
  localStorage.removeItem(key);
}

/** Parsed JSON or null when missing or unreadable (a hand-edited entry must not break start-up). */
export function readJson(key: StorageKey): unknown {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

export function clearSessionStorage(): void {
  for (const key of Object.values(STORAGE_KEYS)) if (!KEPT_ON_LOGOUT.includes(key)) removeKey(key);
}
