import { STORAGE } from '../contract/constants';

/**
 * Light or dark interface, kept in the browser under `theme` once the user toggles (spec 000 §1, 001 §3); until then
 * it follows the system's setting (`prefers-color-scheme`, issue 27 §20, D54). No MUI here.
 */
export type ThemeMode = 'light' | 'dark';

const EVENT = 'themechange';
const SYSTEM_DARK = '(prefers-color-scheme: dark)';

const systemQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(SYSTEM_DARK) : null;

export function readThemeMode(storage: Storage = localStorage): ThemeMode {
  const stored = storage.getItem(STORAGE.theme);
  if (stored === 'dark' || stored === 'light') return stored;
  return systemQuery()?.matches ? 'dark' : 'light';
}

export function storeThemeMode(mode: ThemeMode, storage: Storage = localStorage) {
  storage.setItem(STORAGE.theme, mode);
  document.documentElement.style.colorScheme = mode;
  window.dispatchEvent(new CustomEvent(EVENT, { detail: mode }));
}

/** Subscribes to changes made in this tab, in other tabs, and to the system's setting (read while none is stored). */
export function subscribeThemeMode(listener: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE.theme) listener();
  };
  const onSystem = () => {
    document.documentElement.style.colorScheme = readThemeMode();
    listener();
  };
  const system = systemQuery();
  window.addEventListener(EVENT, listener);
  window.addEventListener('storage', onStorage);
  system?.addEventListener('change', onSystem);
  return () => {
    window.removeEventListener(EVENT, listener);
    window.removeEventListener('storage', onStorage);
    system?.removeEventListener('change', onSystem);
  };
}
