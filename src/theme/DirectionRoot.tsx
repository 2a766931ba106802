import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { type ReactNode, useLayoutEffect } from 'react';
import { prefixer } from 'stylis';
import { useLiteLang } from '../components/i18nLite';
import { applyDocumentLang, langDir } from '../i18n/lang';
import type { Direction } from './themes';

// MUI's RTL recipe: the styles of a right-to-left page go through stylis' RTL plugin (left ⇄ right, margins,
// paddings, borders). Two caches with their own keys, so switching the language restyles every component.
const caches = {
  ltr: createCache({ key: 'css' }),
  rtl: createCache({ key: 'css-rtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

/** The writing direction of the interface language; follows a language change made anywhere. */
export function useDirection(): Direction {
  return langDir(useLiteLang()[0]);
}

/** Wraps the whole app: `<html lang dir>` and the emotion cache of the interface language's direction. */
export function DirectionRoot({ children }: { children: ReactNode }) {
  const [lang] = useLiteLang();
  useLayoutEffect(() => applyDocumentLang(lang), [lang]);
  return <CacheProvider value={caches[langDir(lang)]}>{children}</CacheProvider>;
}
