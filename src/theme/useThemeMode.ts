import { useCallback, useSyncExternalStore } from 'react';
import { readThemeMode, storeThemeMode, subscribeThemeMode, type ThemeMode } from './mode';

/** The stored light/dark mode and a toggle, shared by every area and the landing page. */
export function useThemeMode(): [ThemeMode, () => void] {
  const mode = useSyncExternalStore(
    subscribeThemeMode,
    () => readThemeMode(),
    () => 'light' as ThemeMode,
  );
  const toggle = useCallback(() => storeThemeMode(readThemeMode() === 'dark' ? 'light' : 'dark'), []);
  return [mode, toggle];
}
