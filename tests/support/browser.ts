import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import pino from 'pino';
import { afterEach, expect } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts.js';
import { DIST_DIR, startWebServer } from '../../server/web.js';
import { type Lang, type Role, tokenKeys } from '../../src/contract/constants.js';
import { startApi, type TestApi } from './api.js';

export interface Stack {
  api: TestApi;
  webUrl: string;
  browser: Browser;
  /** A fresh browser context (own storage) with a page on the web app; lang set when given. */
  newPage: (opts?: {
    lang?: Lang;
    viewport?: { width: number; height: number };
  }) => Promise<{ context: BrowserContext; page: Page }>;
  /** Opens the area's sign-in page and sends its form (the role's demo account unless given); waits for nothing. */
  submitLogin: (page: Page, area: Role, email?: string, password?: string) => Promise<void>;
  /**
   * Opens the area's dashboard signed in and waits until it is drawn: the tokens of the server's real sign-in are
   * put in the page's storage as the sign-in form does. The form itself is tested with `submitLogin`; this spares
   * every other test its load.
   */
  signIn: (page: Page, area: Role, email?: string, password?: string) => Promise<void>;
  close: () => Promise<void>;
}

export const PHONE = { width: 390, height: 844 };
export const TABLET = { width: 820, height: 1180 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * Content-Security-Policy violations seen by any page of any context of the stack (console message or
 * `securitypolicyviolation` event); the test during which they happen fails. Every browser test thus runs
 * with the real CSP of the web server, the API and the sandbox page.
 */
const cspViolations: string[] = [];
afterEach(() => {
  const seen = cspViolations.splice(0);
  expect(seen, 'Content-Security-Policy violations').toEqual([]);
});

async function watchCsp(context: BrowserContext) {
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await context.exposeBinding('__cspViolation', ({ frame }, text: string) =>
    cspViolations.push(`${text} (${frame.url()})`),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
      void report(`${e.effectiveDirective} refused ${e.blockedURI || 'an inline resource'}`);
    });
  });
}

/**
 * The whole portal for a browser test: the API on a fresh seeded database, the built app (npm run build
 * first) served like `npm start` does, and headless Debian Chromium.
 */
export async function startStack(opts: { env?: Record<string, string> } = {}): Promise<Stack> {
  // WEB_DIST: a private build (`npx vite build --outDir …`), safe from other builds of the shared dist/
  const distDir = process.env.WEB_DIST ?? DIST_DIR;
  if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error('Run `npm run build` before the browser tests');
  const api = await startApi({ env: opts.env });
  const config = { ...api.config, webPort: 0, host: '127.0.0.1' };
  const web = await startWebServer(config, distDir, pino({ level: 'silent' }));
  const address = web.server.address();
  const webUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  api.config.webUrl = webUrl;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  // every context, however a test makes it (browser.newPage() makes one too)
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCsp(context);
    return context;
  };
  const submitLogin: Stack['submitLogin'] = async (page, area, email, password = DEMO_ACCOUNTS.password) => {
    await page.goto(`${webUrl}/${area}/login`);
    const form = page.getByTestId(`${area}-login-form`);
    await form.locator('input[name=email]').fill(email ?? DEMO_ACCOUNTS.list.find((a) => a.role === area)!.email);
    await form.locator('input[name=password]').fill(password);
    await form.locator('button[type=submit]').click();
  };
  return {
    api,
    webUrl,
    browser,
    submitLogin,
    async signIn(page, area, email, password = DEMO_ACCOUNTS.password) {
      const account = email ?? DEMO_ACCOUNTS.list.find((a) => a.role === area)!.email;
      const response = await fetch(`${api.url}/${area}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account, password }),
      });
      const answer = (await response.json()) as { code: number; payload: Record<string, string>[] };
      const keys = tokenKeys(area);
      const tokens = answer.payload?.[0];
      if (!tokens?.[keys.access]) throw new Error(`sign-in of ${account} refused: ${JSON.stringify(answer)}`);
      // once per context: a later load (a reload, a sign-out) keeps what the app made of its storage since
      await page.context().addInitScript(
        ({ marker, entries }) => {
          if (localStorage.getItem(marker)) return;
          localStorage.setItem(marker, '1');
          for (const [key, value] of entries) localStorage.setItem(key, value);
        },
        {
          marker: `test.signedIn.${area}.${Math.random().toString(36).slice(2)}`,
          entries: [
            [keys.access, tokens[keys.access]],
            [keys.refresh, tokens[keys.refresh]],
          ] as [string, string][],
        },
      );
      await page.goto(`${webUrl}/${area}/dashboard`);
      await page.waitForURL(`**/${area}/dashboard`);
      // drawn, as after the form: the area's code is loaded (a test may go offline next) and the session is in use
      await page.getByTestId(`${area}-dashboard`).waitFor();
    },
    async newPage(opts = {}) {
      const context = await browser.newContext({ viewport: opts.viewport ?? DESKTOP, acceptDownloads: true });
      if (opts.lang) await context.addInitScript((lang) => localStorage.setItem('lang', lang), opts.lang);
      const page = await context.newPage();
      return { context, page };
    },
    async close() {
      await browser.close();
      await web.close();
      await api.close();
    },
  };
}

/** Waits until the page's CSS transitions and animations (dialogs fading in, drawers sliding) have finished. */
export async function settle(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

/** Loads the page's lazy images (below the fold) and waits until every image has loaded or failed: a full-page capture shows them. */
export async function loadLazyImages(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.images, (img) => {
        img.loading = 'eager';
        if (img.complete) return undefined;
        return new Promise<void>((done) => {
          img.addEventListener('load', () => done(), { once: true });
          img.addEventListener('error', () => done(), { once: true });
        });
      }),
    ),
  );
}

/** Saves screenshots/<name>.png once the page has settled; the whole page unless `fullPage: false`. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  await settle(page);
  fs.mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: path.join('screenshots', `${name}.png`), fullPage });
}

/**
 * Moves an already loaded app to another of its paths the way a link does (the router follows the history), without
 * loading the page again: a tour of many screens then measures the screens, not the app's start-up.
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}
