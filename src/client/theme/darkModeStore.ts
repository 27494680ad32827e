import { readString, STORAGE_KEYS, writeString } from '../storage/browserStorage';
import { createExternalStore } from '../storage/externalStore';

const store = createExternalStore<boolean>(readString(STORAGE_KEYS.darkMode) === 'true');

/** Dark mode on/off, persisted in dark_mode (spec §4). */
export const darkModeStore = {
  get: store.get,
  set(on: boolean): void {
    writeString(STORAGE_KEYS.darkMode, String(on));
    store.set(on);
  },
};

export const useDarkMode = store.use;
