import type { FastifyRequest } from 'fastify';
import { type Lang, langFromHeader } from '../../src/contract/constants.js';

/**
 * Language of the request: `language` header (1 French, 2 English), `lang` accepted too (D8). The invoice
 * download numbers the languages the other way round (spec 000 §7): it passes its own `fromNumber`.
 */
export function requestLang(request: FastifyRequest, fromNumber: (value: unknown) => Lang = langFromHeader): Lang {
  const h = request.headers;
  const value = h['language'] ?? h['lang'];
  if (value === 'en' || value === 'fr') return value;
  return fromNumber(value);
}
