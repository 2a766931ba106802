import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript budgets of issue 11 (gzip, KB) and what each page loads before it is drawn: the app's entry, the
 * route's modules and the texts of the language shown (French, the default). Sizes are read from the build's manifest
 * (`dist/.vite/manifest.json`): the static import graph of those modules, which is what the browser fetches (the
 * `modulepreload` list of each lazy route). Deterministic, so a test holds them (tests/browser/page-budgets.test.ts).
 *
 * `budgetKb` is the goal; `ceilingKb`, held by the test, is the goal where it is met and otherwise the
 * weight reached so far plus a small margin: no page may grow back while the rest of the way is worked on
 * (docs/performance.md).
 */
export const PAGES = [
  { name: 'landing', budgetKb: 150, ceilingKb: 170, modules: ['index.html', 'src/i18n/fr/lite.ts', 'src/public/LandingPage.tsx'] },
  {
    name: 'pharmacy login',
    budgetKb: 180,
    ceilingKb: 255,
    modules: ['index.html', 'src/i18n/fr/lite.ts', 'src/i18n/fr/catalogue.ts', 'src/storefront/StorefrontRoot.tsx', 'src/storefront/auth/LoginPage.tsx'],
  },
  {
    name: 'catalogue',
    budgetKb: 250,
    ceilingKb: 285,
    modules: ['index.html', 'src/i18n/fr/lite.ts', 'src/i18n/fr/catalogue.ts', 'src/storefront/StorefrontRoot.tsx', 'src/storefront/catalogue/ProductsPage.tsx'],
  },
  { name: 'admin', budgetKb: 400, ceilingKb: 430, modules: ['index.html', 'src/i18n/fr/lite.ts', 'src/i18n/fr/catalogue.ts', 'src/admin/AdminApp.tsx'] },
] as const;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export interface PageWeight {
  name: string;
  budgetKb: number;
  ceilingKb: number;
  files: string[];
  /** sum of each JS file's gzip size (level 9), bytes */
  gzip: number;
}

/** Each page's JS files (static import closure of its modules) and their gzip total, from a build in `distDir`. */
export function pageWeights(distDir: string): PageWeight[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const gzipOf = new Map<string, number>();
  const gzip = (file: string) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length);
    return gzipOf.get(file)!;
  };
  return PAGES.map((page) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build's manifest (page ${page.name})`);
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    page.modules.forEach(visit);
    const js = [...files].filter((f) => f.endsWith('.js'));
    return { name: page.name, budgetKb: page.budgetKb, ceilingKb: page.ceilingKb, files: js, gzip: js.reduce((sum, f) => sum + gzip(f), 0) };
  });
}
