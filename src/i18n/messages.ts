import type { Lang } from '../contract/constants';
import { messages as contractMessages } from '../contract/messages/index';
import * as ar from './ar/index';
import * as en from './en/index';
import * as fr from './fr/index';

/** Nested translation object of one language, without react-admin's own texts (landing page). */
export const appMessages: Record<Lang, Record<string, unknown>> = { fr: build(fr, 'fr'), en: build(en, 'en'), ar: build(ar, 'ar') };

function build(area: Record<string, Record<string, unknown>>, lang: Lang) {
  // Contract messages are flat keys ("validation.name"); polyglot reads nested objects or flat keys alike.
  // A contract message missing in a language shows in French rather than as its key.
  // Area files are merged deeply: admin and franchise both add to `resources`.
  return Object.values(area).reduce<Record<string, unknown>>((all, texts) => deepMerge(all, texts), { ...contractMessages.fr, ...contractMessages[lang] });
}

function deepMerge(base: Record<string, unknown>, extra: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(extra)) {
    const b = out[k];
    const bothObjects = b && typeof b === 'object' && !Array.isArray(b) && v && typeof v === 'object' && !Array.isArray(v);
    out[k] = bothObjects ? deepMerge(b as Record<string, unknown>, v as Record<string, unknown>) : v;
  }
  return out;
}
