import type { FastifyRequest } from 'fastify';
import { type Lang, LANGS, langFromHeader } from '../../src/contract/constants.js';

/**
 * Language of the request: `language` header (1 French, 2 English, 3 Arabic), `lang` accepted too (D8). The invoice
 * download numbers the languages the other way round (spec 000 §7): it passes its own `fromNumber`.
 */
export function requestLang(request: FastifyRequest, fromNumber: (value: unknown) => Lang = langFromHeader): Lang {
  const h = request.headers;
  const value = h['language'] ?? h['lang'];
  const named = LANGS.find((lang) => lang === value);
  if (named) return named;
  return fromNumber(value);
}
