import { createHash } from 'node:crypto';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config.js';

/**
 * Browser security headers of the API, the web server and the sandbox payment page (README "Security").
 * Each answer says where the browser may load from, that no site may frame it (clickjacking), that the
 * declared content type is the only one (nosniff), and keeps paths and queries out of cross-origin referrers.
 */

type Directives = Record<string, string[]>;

const origin = (url: string) => new URL(url).origin;
const isHttps = (url: string) => url.startsWith('https:');

/** `'sha256-…'` source of an inline script or style, as the browser hashes its exact text. */
export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Hashes of the inline `<script>` (without src) and `<style>` elements of an HTML page. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const texts = (re: RegExp) => [...html.matchAll(re)].map((m) => cspHash(m[1]!));
  return {
    scripts: texts(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi),
    styles: texts(/<style\b[^>]*>([\s\S]*?)<\/style>/gi),
  };
}

/** reCAPTCHA v2's own hosts (Google's CSP guide), allowed only when the keys are set (D15). */
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

const HSTS_SECONDS = 31_536_000;

/** The policy with what every page gets: no framing (clickjacking), no plugins, https only when served so. */
function withCommonDirectives(publicUrl: string, directives: Directives): Directives {
  return {
    ...directives,
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    ...(isHttps(publicUrl) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Common headers; `publicUrl` decides HSTS (only over https, where it means something). */
function helmetOptions(publicUrl: string, directives: Directives, crossOriginResources = false): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: withCommonDirectives(publicUrl, directives) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps(publicUrl) ? { maxAge: HSTS_SECONDS, includeSubDomains: true } : false,
    // the app (another origin) shows the API's media images
    crossOriginResourcePolicy: { policy: crossOriginResources ? 'cross-origin' : 'same-origin' },
  };
}

/** The API answers JSON, PDFs and images, never pages: nothing may run or load in them. */
const API_DIRECTIVES: Directives = { 'default-src': ["'none'"], 'base-uri': ["'none'"], 'form-action': ["'none'"] };

export const apiHelmet = (config: Config): FastifyHelmetOptions =>
  helmetOptions(config.publicApiUrl, API_DIRECTIVES, true);

/** Headers of a set of options as plain values: for answers sent without helmet, and for nginx (deploy/). */
export function headerValues(options: FastifyHelmetOptions): Record<string, string> {
  const csp = options.contentSecurityPolicy;
  const directives = (csp && typeof csp === 'object' ? csp.directives : {}) as Directives;
  const hsts = options.strictTransportSecurity;
  const corp = options.crossOriginResourcePolicy;
  return {
    'content-security-policy': Object.entries(directives)
      .map(([name, values]) => [name, ...values].join(' '))
      .join(';'),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(corp && typeof corp === 'object' && corp.policy ? { 'cross-origin-resource-policy': corp.policy } : {}),
    ...(hsts ? { 'strict-transport-security': `max-age=${HSTS_SECONDS}; includeSubDomains` } : {}),
  };
}

/** The API's main headers as plain values, for the few answers Fastify sends before any hook (malformed URL or HTTP). */
export const apiHeaders = (config: Config) => headerValues(apiHelmet(config));

/**
 * The browser app: its own origin, the API and media hosts of the runtime configuration (/config.json), and
 * reCAPTCHA when its keys are set. The inline scripts of the served `indexHtml` are allowed by hash.
 */
export function webHelmet(config: Config, indexHtml: string): FastifyHelmetOptions {
  const inlineScriptHashes = inlineHashes(indexHtml).scripts;
  const recaptcha = Boolean(config.recaptchaSiteKey);
  return helmetOptions(config.webUrl, {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes, ...(recaptcha ? RECAPTCHA.script : [])],
    'script-src-attr': ["'none'"],
    // MUI styles through emotion, which adds <style> elements at run time with no nonce support through
    // react-admin's theme set-up; inline styles cannot run code, and scripts stay locked down.
    'style-src': ["'self'", "'unsafe-inline'"],
    // blob: previews of the images an admin is about to upload
    'img-src': ["'self'", 'blob:', config.mediaUrl],
    'font-src': ["'self'"],
    'connect-src': ["'self'", origin(config.publicApiUrl)],
    'frame-src': recaptcha ? RECAPTCHA.frame : ["'none'"],
    'worker-src': ["'none'"],
    'manifest-src': ["'self'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  });
}

/**
 * A page of the sandbox payment gateway (served by the API): its own inline styles and scripts by hash, and
 * its form posted to the sandbox, whose answer redirects back to the app (form-action covers the redirect).
 */
export function sandboxPageHelmet(config: Config, html: string): FastifyHelmetOptions {
  const { scripts, styles } = inlineHashes(html);
  return helmetOptions(config.publicApiUrl, {
    'default-src': ["'none'"],
    'script-src': scripts.length ? scripts : ["'none'"],
    'style-src': styles.length ? styles : ["'none'"],
    'img-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'", origin(config.webUrl)],
  });
}

/** Swagger UI at /docs: its own scripts and styles only (it sets element styles from script, hence inline styles). */
export const docsCsp = (config: Config) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(isHttps(config.publicApiUrl) ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
