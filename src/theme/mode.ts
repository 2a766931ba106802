import { STORAGE } from '../contract/constants';

/** Light or dark interface, kept in the browser under `theme` (spec 000 §1, 001 §3). No MUI here. */
export type ThemeMode = 'light' | 'dark';

const EVENT = 'themechange';

export function readThemeMode(storage: Storage = localStorage): ThemeMode {
  return storage.getItem(STORAGE.theme) === 'dark' ? 'dark' : 'light';
}

export function storeThemeMode(mode: ThemeMode, storage: Storage = localStorage) {
  storage.setItem(STORAGE.theme, mode);
  document.documentElement.style.colorScheme = mode;
  window.dispatchEvent(new CustomEvent(EVENT, { detail: mode }));
}

/** Subscribes to changes made in this tab and in other tabs. */
export function subscribeThemeMode(listener: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE.theme) listener();
  };
  window.addEventListener(EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
