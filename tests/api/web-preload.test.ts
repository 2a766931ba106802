import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { startWebServer } from '../../server/web.js';

/**
 * The web server's preload hints (server/webPreload.ts): with index.html, an entry page announces its route's chunks
 * (from the build's manifest) and the landing page its hero picture. A small build is written here, so the test
 * needs no `npm run build`.
 */
const manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework-1.js' },
  '_shared.js': { file: 'assets/shared-1.js', imports: ['_framework.js'] },
  'src/i18n/fr/lite.ts': { file: 'assets/lite-1.js' },
  'src/i18n/fr/auth.ts': { file: 'assets/auth-1.js' },
  'src/router.tsx': { file: 'assets/router-1.js', imports: ['_react-router.js', '_framework.js'] },
  '_react-router.js': { file: 'assets/react-router-1.js' },
  'src/i18n/fr/catalogue.ts': { file: 'assets/catalogue-1.js', imports: ['_shared.js'] },
  'src/public/LandingPage.tsx': { file: 'assets/LandingPage-1.js', imports: ['_shared.js', '_framework.js'] },
  'src/storefront/StorefrontRoot.tsx': { file: 'assets/StorefrontRoot-1.js', imports: ['_shared.js'] },
  'src/storefront/auth/LoginPage.tsx': { file: 'assets/LoginPage-1.js' },
  'src/storefront/catalogue/ProductsPage.tsx': { file: 'assets/ProductsPage-1.js', css: ['assets/ProductsPage-1.css'] },
  'src/admin/AdminApp.tsx': { file: 'assets/AdminApp-1.js' },
};

const preloads = (link: string | null) => (link ?? '').split(', ').filter(Boolean);

describe('preload hints of the entry pages', () => {
  const dirs: string[] = [];
  const servers: { close: () => Promise<unknown> }[] = [];
  let withManifest: string;
  let withoutManifest: string;

  async function serve(withBuildManifest: boolean) {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-preload-'));
    dirs.push(dist);
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    if (withBuildManifest) {
      fs.mkdirSync(path.join(dist, '.vite'));
      fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
      fs.writeFileSync(
        path.join(dist, 'landing.html'),
        '<!doctype html><html><head></head><body>prerendered</body></html>',
      );
    }
    const config = { ...loadConfig({ DATA_DIR: dist }), webPort: 0, host: '127.0.0.1' };
    const server = await startWebServer(config, dist, pino({ level: 'silent' }));
    servers.push(server);
    return `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
  }

  beforeAll(async () => {
    withManifest = await serve(true);
    withoutManifest = await serve(false);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the landing page: hero picture first, then its chunks at low priority (it is prerendered), without those index.html already loads', async () => {
    const res = await fetch(`${withManifest}/`);
    expect(res.status).toBe(200);
    expect(preloads(res.headers.get('link'))).toEqual([
      '</img/slide-1.webp>; rel=preload; as=image; fetchpriority=high',
      '</assets/lite-1.js>; rel=modulepreload; fetchpriority=low',
      '</assets/LandingPage-1.js>; rel=modulepreload; fetchpriority=low',
      '</assets/shared-1.js>; rel=modulepreload; fetchpriority=low',
    ]);
  });

  it('the sign-in and the catalogue: their chunks and texts, JS only; other paths: nothing', async () => {
    for (const page of ['/pharmacy/login', '/pharmacy']) {
      const links = preloads((await fetch(withManifest + page)).headers.get('link'));
      // the sign-in page loads without the storefront's react-admin context (issue 11), with the router
      expect(links, page).toEqual([
        '</assets/lite-1.js>; rel=modulepreload',
        '</assets/router-1.js>; rel=modulepreload',
        '</assets/react-router-1.js>; rel=modulepreload',
        '</assets/auth-1.js>; rel=modulepreload',
        '</assets/LoginPage-1.js>; rel=modulepreload',
      ]);
      expect(links.join(), page).not.toContain('slide-1');
    }
    const catalogue = preloads((await fetch(`${withManifest}/pharmacy/products?page=2`)).headers.get('link'));
    expect(catalogue).toContain('</assets/ProductsPage-1.js>; rel=modulepreload');
    expect(catalogue.join()).not.toContain('.css');
    expect((await fetch(`${withManifest}/pharmacy/orders`)).headers.get('link')).toBeNull();
    expect((await fetch(`${withManifest}/.vite/manifest.json`)).status).toBe(404);
  });

  it('the prerendered landing page (landing.html) answers / only, index.html every other client route', async () => {
    expect(await (await fetch(`${withManifest}/`)).text()).toContain('prerendered');
    expect(await (await fetch(`${withManifest}/?from=mail`)).text()).toContain('prerendered');
    for (const page of ['/pharmacy/login', '/admin', '/nothing/here'])
      expect(await (await fetch(withManifest + page)).text(), page).not.toContain('prerendered');
    expect(await (await fetch(`${withoutManifest}/`)).text()).not.toContain('prerendered');
  });

  it('a build without a manifest still gets the hero picture', async () => {
    expect(preloads((await fetch(`${withoutManifest}/`)).headers.get('link'))).toEqual([
      '</img/slide-1.webp>; rel=preload; as=image; fetchpriority=high',
    ]);
    expect((await fetch(`${withoutManifest}/pharmacy/login`)).headers.get('link')).toBeNull();
  });
});
