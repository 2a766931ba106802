import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadRuntimeConfig } from './config/runtime';
import { applyDocumentLang, initialLang } from './i18n/lang';
import { router } from './router';
import { DirectionRoot } from './theme/DirectionRoot';
import { readThemeMode } from './theme/mode';

// spec 000 §1: a stored lang of fr or en (or ar, issue 15) is kept, anything else becomes fr (and is stored).
applyDocumentLang(initialLang());
document.documentElement.style.colorScheme = readThemeMode();
await loadRuntimeConfig();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DirectionRoot>
      <RouterProvider router={router} />
    </DirectionRoot>
  </StrictMode>,
);
