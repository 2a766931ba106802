import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadRuntimeConfig } from './config/runtime';
import { LANGS } from './contract/constants';
import { liteCatalogues } from './i18n/catalogues';
import { applyDocumentLang, initialLang } from './i18n/lang';
import { prepareLang } from './i18n/prepareLang';
import { router } from './router';
import { DirectionRoot } from './theme/DirectionRoot';
import { readThemeMode } from './theme/mode';

// spec 000 §1: a stored lang of fr or en (or ar, issue 15) is kept, anything else becomes fr (and is stored).
const lang = initialLang();
applyDocumentLang(lang);
document.documentElement.style.colorScheme = readThemeMode();
await Promise.all([loadRuntimeConfig(), prepareLang(lang)]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DirectionRoot>
      <RouterProvider router={router} />
    </DirectionRoot>
  </StrictMode>,
);

// the other languages' light texts (1.5 KB each) once the page is drawn, so a language switch applies at once
const prefetchTexts = () => LANGS.forEach((other) => void liteCatalogues.load(other));
if ('requestIdleCallback' in window) requestIdleCallback(prefetchTexts, { timeout: 3000 });
else setTimeout(prefetchTexts, 1000);
