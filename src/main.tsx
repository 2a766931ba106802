import { type ReactNode, startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { loadRuntimeConfig } from './config/runtime';
import { LANGS } from './contract/constants';
import { liteCatalogues } from './i18n/catalogues';
import { applyDocumentLang, initialLang } from './i18n/lang';
import { prepareLang } from './i18n/prepareLang';
import { setNavigator } from './navigation';
import { DirectionRoot } from './theme/DirectionRoot';
import { readThemeMode } from './theme/mode';

// spec 000 §1: a stored lang of fr or en (or ar, issue 15) is kept, anything else becomes fr (and is stored).
const lang = initialLang();
applyDocumentLang(lang);
document.documentElement.style.colorScheme = readThemeMode();
const ready = Promise.all([loadRuntimeConfig(), prepareLang(lang)]);

const container = document.getElementById('root')!;
const app = (page: ReactNode) => (
  <StrictMode>
    <DirectionRoot>{page}</DirectionRoot>
  </StrictMode>
);
let root: Root | undefined;
const show = (page: ReactNode) => (root ??= createRoot(container)).render(app(page));

/** The router (every page, src/router.tsx); from then on the app's links go through it. */
async function loadRouter() {
  const module = await import('./router');
  setNavigator((to) => void module.router.navigate(to));
  return module;
}

if (window.location.pathname === '/') {
  // The landing page is drawn without React Router (issue 11: a fifth of its JavaScript): its first link loads the
  // router, which takes over once the next page's code is in.
  const [{ Component: Landing }] = await Promise.all([import('./public/LandingPage'), ready]);
  const leaveLanding = async (to: string) => {
    const { router, RouterApp } = await loadRouter();
    await router.navigate(to);
    show(<RouterApp />);
  };
  setNavigator((to) => void leaveLanding(to));
  // The prerendered page (scripts/prerenderLanding.ts) is already shown unless the theme is dark: the app takes it
  // over as it is, in a transition, whose work is done in slices that leave the main thread free in between.
  if (container.firstElementChild) startTransition(() => void (root = hydrateRoot(container, app(<Landing />))));
  else show(<Landing />);
} else {
  const [{ RouterApp }] = await Promise.all([loadRouter(), ready]);
  show(<RouterApp />);
}

// the other languages' light texts (1.5 KB each) once the page is drawn, so a language switch applies at once
const prefetchTexts = () => LANGS.forEach((other) => void liteCatalogues.load(other));
if ('requestIdleCallback' in window) requestIdleCallback(prefetchTexts, { timeout: 3000 });
else setTimeout(prefetchTexts, 1000);
