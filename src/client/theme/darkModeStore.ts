import { STORAGE_KEYS, writeString } from '../storage/browserStorage';
import { createExternalStore } from '../storage/externalStore';
import { preferredDarkMode } from '../storage/preferredChoice';

const store = createExternalStore<boolean>(preferredDarkMode());

/** Dark mode on/off, persisted in dark_mode once the user switches it. */
export const darkModeStore = {
  get: store.get,
  set(on: boolean): void {
    writeString(STORAGE_KEYS.darkMode, String(on));
    store.set(on);
  },
};

export const useDarkMode = store.use;
