import { CacheProvider } from '@emotion/react';
import { type ReactNode, useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { useLiteLang } from '../components/i18nLite';
import { applyDocumentLang, langDir } from '../i18n/lang';
import { prepareLang } from '../i18n/prepareLang';
import { directionCache, subscribeDirectionCaches } from './directionCaches';
import type { Direction } from './themes';

/** The writing direction of the interface language; follows a language change made anywhere. */
export function useDirection(): Direction {
  return langDir(useLiteLang()[0]);
}

/**
 * Wraps the whole app: `<html lang dir>` and the emotion cache of the interface language's direction (two caches
 * with their own keys, so switching the language restyles every component). A language set elsewhere (another
 * tab) gets its texts and styles loaded here; the left-to-right cache serves until the right-to-left one is in.
 */
export function DirectionRoot({ children }: { children: ReactNode }) {
  const [lang] = useLiteLang();
  const direction = langDir(lang);
  const read = () => directionCache(direction) ?? directionCache('ltr')!;
  // (the server snapshot serves the hydration of the prerendered landing page, main.tsx)
  const cache = useSyncExternalStore(subscribeDirectionCaches, read, read);
  useEffect(() => void prepareLang(lang), [lang]);
  useLayoutEffect(() => applyDocumentLang(lang), [lang]);
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
