import { normalizeSettings, type UserSettings } from '../../shared/settings';
import { accountApi } from '../api/accountApi';
import { readJson, STORAGE_KEYS, writeJson } from '../storage/browserStorage';
import { createExternalStore } from '../storage/externalStore';

const store = createExternalStore<UserSettings>(normalizeSettings(readJson(STORAGE_KEYS.userSettings) as Partial<UserSettings> | null));

function keep(settings: Partial<UserSettings> | null): UserSettings {
  const normalized = normalizeSettings(settings);
  writeJson(STORAGE_KEYS.userSettings, normalized);
  store.set(normalized);
  return normalized;
}

/** The user's settings, kept in user_settings and always normalised. */
export const settingsStore = {
  get: store.get,
  subscribe: store.subscribe,
  /** Loads the server's copy after login; the stored copy stays in use when the call fails. */
  async load(): Promise<UserSettings> {
    return settingsStore.reload().catch(() => store.get());
  },
  /** Like load, but a failure reaches the caller (the settings page reports it). */
  async reload(): Promise<UserSettings> {
    return keep(await accountApi.getSettings());
  },
  /** PUT accepts a partial and answers with the full settings. */
  async save(patch: Partial<UserSettings>): Promise<UserSettings> {
    return keep(await accountApi.saveSettings(patch));
  },
  /** After logout: back to the defaults (the user_settings entry is already removed). */
  reset(): void {
    store.set(normalizeSettings(null));
  },
};

export const useSettings = store.use;
