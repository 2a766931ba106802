import fs from 'node:fs';
import path from 'node:path';

/**
 * The entry pages of issue 11 and the modules each loads after the app's entry: the light texts of the default
 * language (main.tsx loads them before the first render), the router (every page but the landing page, which main.tsx
 * draws without it), their lazy route modules and the react-admin areas' catalogue of the default language. Shared by the preload hints below and the JS budgets
 * (scripts/page-budgets.ts).
 */
export const ENTRY_PAGES = [
  { name: 'landing', match: /^\/$/, modules: ['src/i18n/fr/lite.ts', 'src/public/LandingPage.tsx'] },
  {
    name: 'pharmacy login',
    match: /^\/pharmacy(\/login)?\/?$/,
    modules: ['src/i18n/fr/lite.ts', 'src/router.tsx', 'src/i18n/fr/auth.ts', 'src/storefront/auth/LoginPage.tsx'],
  },
  {
    name: 'catalogue',
    match: /^\/pharmacy\/products\/?$/,
    modules: [
      'src/i18n/fr/lite.ts',
      'src/router.tsx',
      'src/i18n/fr/catalogue.ts',
      'src/storefront/StorefrontRoot.tsx',
      'src/storefront/catalogue/ProductsPage.tsx',
    ],
  },
  {
    name: 'admin',
    match: /^\/admin(\/|$)/,
    modules: [
      'src/i18n/fr/lite.ts',
      'src/router.tsx',
      'src/i18n/fr/catalogue.ts',
      'src/i18n/fr/backOffice.ts',
      'src/admin/AdminApp.tsx',
    ],
  },
] as const;

export type EntryPageName = (typeof ENTRY_PAGES)[number]['name'];

/** The build's landing page (index.html with the page prerendered, scripts/prerenderLanding.ts), served for `/`. */
export const LANDING_HTML = 'landing.html';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The build's manifest (`build.manifest` in vite.config.ts), or null for a build without one. */
export function readManifest(distDir: string): Manifest | null {
  const file = path.join(distDir, '.vite/manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : null;
}

/** The JS files of `modules` and of everything they import statically, in load order, from the manifest. */
export function chunkFiles(manifest: Manifest, modules: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return [...files].filter((f) => f.endsWith('.js'));
}

/**
 * `Link` header values per entry page: its route's chunks as `modulepreload`, so the browser fetches them with the
 * entry instead of after it has run (one round trip less before the first paint); the files index.html already
 * lists are left out.
 */
export function entryPreloads(manifest: Manifest): { match: RegExp; links: string[] }[] {
  const files = (modules: readonly string[]) => {
    try {
      return chunkFiles(manifest, modules);
    } catch {
      return []; // a build whose routes moved: no hints rather than no server
    }
  };
  const inIndex = new Set(files(['index.html']));
  return ENTRY_PAGES.map((page) => ({
    match: page.match,
    links: files(page.modules)
      .filter((f) => !inIndex.has(f))
      .map((f) => `</${f}>; rel=modulepreload`),
  }));
}
