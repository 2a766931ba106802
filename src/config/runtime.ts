/** Runtime configuration served by the web server as /config.json (D1): one build serves any deployment. */
export interface RuntimeConfig {
  apiUrl: string;
  mediaUrl: string;
  recaptchaSiteKey: string | null;
  /** The landing page's social links, from SOCIAL_* on the server: none unless configured (issue 27 §11). */
  socialLinks?: { name: string; url: string }[];
  /** The seller's identity (COMPANY_* on the server), printed at the top of a payment receipt. */
  company?: { name: string; address: string; rc: string; nif: string; phone: string };
  /** FRANCHISE_CASH_COLLECTION on the server: a franchisee may record the cash it collected (issue 30 §5). */
  franchiseCashCollection?: boolean;
}

let current: RuntimeConfig = {
  apiUrl: 'http://localhost:9000',
  mediaUrl: 'http://localhost:9000/media/',
  recaptchaSiteKey: null,
  socialLinks: [],
};

export const runtimeConfig = (): RuntimeConfig => current;
export const setRuntimeConfig = (config: Partial<RuntimeConfig>) => {
  current = { ...current, ...config };
};

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const res = await fetch('/config.json', { cache: 'no-store' });
    if (res.ok) setRuntimeConfig((await res.json()) as RuntimeConfig);
  } catch {
    // dev server without /config.json: keep the defaults
  }
  return current;
}

/** Product images are served from the media host with the image path appended (spec 000 §3). */
export const mediaUrl = (path: string | null | undefined) =>
  path ? (/^https?:\/\//.test(path) ? path : current.mediaUrl + path.replace(/^\/+/, '')) : '/img/default-product.webp';
