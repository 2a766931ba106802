import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { renderToString } from 'react-dom/server';
import { prefixer } from 'stylis';
import { type Lang, STORAGE } from '../../contract/constants';
import { liteCatalogues } from '../../i18n/catalogues';
import { Component as LandingPage } from '../LandingPage';

/**
 * The landing page's markup with its styles, as the browser app draws it in `lang` and the light theme, for
 * scripts/prerenderLanding.ts (run in Node at build time). Emotion writes each component's `<style>` beside its
 * markup; in the browser the app's emotion cache of the same key moves them to the head and takes them over
 * (src/theme/directionCaches.ts) before the app hydrates the markup (main.tsx).
 */
export async function renderLanding(lang: Lang): Promise<string> {
  const stored: Record<string, string> = { [STORAGE.lang]: lang, [STORAGE.theme]: 'light' };
  globalThis.localStorage = { getItem: (key: string) => stored[key] ?? null } as Storage;
  await liteCatalogues.load(lang);
  const cache =
    lang === 'ar' ? createCache({ key: 'css-rtl', stylisPlugins: [prefixer, rtlPlugin] }) : createCache({ key: 'css' });
  const html = renderToString(
    <CacheProvider value={cache}>
      <LandingPage />
    </CacheProvider>,
  );
  // React's image preloads, hoisted in the head in a streamed page, would be stray nodes for the hydration here (the
  // server's Link header preloads the first slide)
  return html.replace(/^(<link rel="preload"[^>]*>)+/, '');
}
