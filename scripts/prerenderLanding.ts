import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { LANDING_HTML } from '../server/webPreload';
import { LANGS } from '../src/contract/constants';
import { precompressFile } from './precompress';

/**
 * The landing page drawn before any of the app's code has loaded (issue 11: first paint on a slow phone). The build's
 * index.html gets the page's markup and styles in each language (light theme), in `<template>`s; an inline script
 * shows the one of the stored language at once, and the app's first render replaces it with the same page. A dark
 * theme (stored, or the system's while none is stored) shows none (the app draws the page, as on every other address).
 */
export async function landingHtml(
  indexHtml: string,
  render: (lang: (typeof LANGS)[number]) => Promise<string>,
): Promise<string> {
  const templates: string[] = [];
  for (const lang of LANGS) templates.push(`<template id="landing-${lang}">${await render(lang)}</template>`);
  // the app's entry runs once the page is painted (a module script ready at the end of parsing could run first);
  // its files are fetched meanwhile, at low priority: the page and its first slide come first
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(indexHtml);
  if (!entryTag || !indexHtml.includes('<div id="root"></div>'))
    throw new Error('index.html has no entry script or no <div id="root"></div>');
  const show = `<script>
      try {
        var lang = localStorage.getItem('lang');
        if (lang !== 'en' && lang !== 'ar') lang = 'fr';
        var theme = localStorage.getItem('theme');
        if (theme === 'light' || (theme !== 'dark' && !matchMedia('(prefers-color-scheme: dark)').matches)) {
          document.documentElement.lang = lang;
          document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
          document.getElementById('root').append(document.getElementById('landing-' + lang).content);
        }
      } catch (e) {}
      requestAnimationFrame(function () {
        setTimeout(function () {
          import(${JSON.stringify(entryTag[1])});
        });
      });
    </script>`;
  return indexHtml
    .replace(entryTag[0], `<link rel="modulepreload" crossorigin href="${entryTag[1]}">`)
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')
    .replace('<div id="root"></div>', `<div id="root"></div>\n    ${templates.join('\n    ')}\n    ${show}`);
}

/** Vite plugin: writes `landing.html` after the build, the page rendered by src/public/landing/prerender.tsx. */
export function prerenderLanding(): Plugin {
  let root = '.';
  let outDir = 'dist';
  return {
    name: 'prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
      });
      try {
        const { renderLanding } = (await server.ssrLoadModule(
          '/src/public/landing/prerender.tsx',
        )) as typeof import('../src/public/landing/prerender');
        const file = path.join(outDir, LANDING_HTML);
        fs.writeFileSync(
          file,
          await landingHtml(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'), renderLanding),
        );
        precompressFile(file);
      } finally {
        await server.close();
      }
    },
  };
}
