import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadRuntimeConfig } from './config/runtime';
import { liteTexts } from './i18n/catalogues';
import { initialLang } from './i18n/lang';
import { router } from './router';
import { readThemeMode } from './theme/mode';

// spec 000 §1: a stored lang of fr or en is kept, anything else becomes fr (and is stored).
const lang = initialLang();
document.documentElement.lang = lang;
document.documentElement.style.colorScheme = readThemeMode();
await Promise.all([loadRuntimeConfig(), liteTexts.load(lang)]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
