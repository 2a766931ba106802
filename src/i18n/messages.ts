import type { Lang } from '../contract/constants';
import { messages as contractMessages } from '../contract/messages/index';
import * as en from './en/index';
import * as fr from './fr/index';

/** Nested translation object of one language, without react-admin's own texts (landing page). */
export const appMessages: Record<Lang, Record<string, unknown>> = { fr: build(fr, 'fr'), en: build(en, 'en') };

function build(area: Record<string, Record<string, unknown>>, lang: Lang) {
  // Contract messages are flat keys ("validation.name"); polyglot reads nested objects or flat keys alike.
  return { ...contractMessages[lang], ...Object.assign({}, ...Object.values(area)) };
}
