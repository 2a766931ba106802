import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export interface WebPage {
  name: string;
  path: string;
  /** localStorage entries set before the page loads (a signed-in session) */
  storage?: Record<string, string>;
  /** a selector that says the page is drawn */
  ready: string;
}

export const hasChromium = () => fs.existsSync(CHROMIUM);

/** JavaScript a page loads until it is drawn: files and bytes as sent (compressed) and as decoded. */
export async function pageWeights(webUrl: string, pages: WebPage[]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.slice(1) });
  const out: {
    name: string;
    files: number;
    sent: number;
    raw: number;
    gzip: number;
    list: { url: string; gzip: number }[];
  }[] = [];
  try {
    for (const p of pages) {
      const context = await browser.newContext();
      if (p.storage)
        await context.addInitScript(
          (entries) => Object.entries(entries).forEach(([k, v]) => localStorage.setItem(k, v)),
          p.storage,
        );
      const page = await context.newPage();
      const scripts: Promise<{ url: string; sent: number; raw: number; gzip: number }>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        scripts.push(
          Promise.all([request.sizes(), request.response().then((r) => r?.body())]).then(([sizes, body]) => ({
            url: new URL(request.url()).pathname,
            sent: sizes.responseBodySize,
            raw: body?.length ?? 0,
            gzip: body ? gzipSync(body, { level: 9 }).length : 0,
          })),
        );
      });
      await page.goto(`${webUrl}${p.path}`, { waitUntil: 'networkidle' });
      await page.waitForSelector(p.ready, { timeout: 30_000 });
      // a script that finishes later (an idle-time prefetch) is not counted, nor read after the page is closed
      page.removeAllListeners('requestfinished');
      const sizes = await Promise.all(scripts);
      const sum = (key: 'sent' | 'raw' | 'gzip') => sizes.reduce((s, x) => s + x[key], 0);
      out.push({
        name: p.name,
        files: sizes.length,
        sent: sum('sent'),
        raw: sum('raw'),
        gzip: sum('gzip'),
        list: sizes.map(({ url, gzip }) => ({ url, gzip })),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

/**
 * Lighthouse performance scores (desktop and mobile) of each page, in Chromium through chrome-launcher. A page with
 * a session gets its localStorage through a first visit of the origin in the same browser profile.
 */
export async function lighthouseScores(webUrl: string, pages: WebPage[]) {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  const out: {
    name: string;
    desktop: number;
    mobile: number;
    lcpMobileMs: number;
    metrics: { desktop: string; mobile: string };
  }[] = [];
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    for (const p of pages) {
      if (p.storage) {
        const page = await browser.contexts()[0]!.newPage();
        await page.goto(`${webUrl}/ok`);
        await page.evaluate(
          (entries) => Object.entries(entries).forEach(([k, v]) => localStorage.setItem(k, v)),
          p.storage,
        );
        await page.close();
      }
      const flags = {
        port: chrome.port,
        output: 'json' as const,
        logLevel: 'error' as const,
        onlyCategories: ['performance'],
        disableStorageReset: true,
      };
      // a run that could not record the page (NO_NAVSTART, NO_FCP: "run Lighthouse again", it says) is run once more
      const measure = async (config?: typeof desktopConfig) => {
        for (let attempt = 1; ; attempt++) {
          const run = await lighthouse(`${webUrl}${p.path}`, flags, config);
          const failed = run?.lhr.runtimeError;
          if (!failed) return run;
          console.error(`Lighthouse ${p.name}${attempt < 2 ? ' (run again)' : ''}: ${failed.code} ${failed.message}`);
          if (attempt >= 2) return run;
        }
      };
      const mobile = await measure();
      const desktop = await measure(desktopConfig);
      out.push({
        name: p.name,
        desktop: Math.round((desktop?.lhr.categories.performance?.score ?? 0) * 100),
        mobile: Math.round((mobile?.lhr.categories.performance?.score ?? 0) * 100),
        lcpMobileMs: Math.round(mobile?.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        metrics: { desktop: metricsOf(desktop?.lhr), mobile: metricsOf(mobile?.lhr) },
      });
    }
    await browser.close();
  } finally {
    chrome.kill();
  }
  return out;
}

type Report = { audits: Record<string, { numericValue?: number } | undefined> } | undefined;

/** The metrics the performance score is made of, in one line: "FCP 0.9 s, LCP 1.2 s, TBT 40 ms, CLS 0.01, SI 1.1 s". */
function metricsOf(lhr: Report): string {
  const value = (id: string) => lhr?.audits[id]?.numericValue ?? NaN;
  const s = (id: string) => `${(value(id) / 1000).toFixed(1)} s`;
  return `FCP ${s('first-contentful-paint')}, LCP ${s('largest-contentful-paint')}, TBT ${Math.round(value('total-blocking-time'))} ms, CLS ${value('cumulative-layout-shift').toFixed(2)}, SI ${s('speed-index')}`;
}
