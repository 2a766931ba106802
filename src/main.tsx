import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadRuntimeConfig } from './config/runtime';
import { initialLang } from './i18n/lang';
import { router } from './router';

document.documentElement.lang = initialLang();
await loadRuntimeConfig();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
