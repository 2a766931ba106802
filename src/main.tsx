import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadRuntimeConfig } from './config/runtime';
import { initialLang } from './i18n/lang';
import { router } from './router';
import { readThemeMode } from './theme/mode';

// spec 000 §1: a stored lang of fr or en is kept, anything else becomes fr (and is stored).
document.documentElement.lang = initialLang();
document.documentElement.style.colorScheme = readThemeMode();
await loadRuntimeConfig();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
