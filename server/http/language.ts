import type { FastifyRequest } from 'fastify';
import { type Lang, langFromHeader } from '../../src/contract/constants.js';

/** Language of the request: `language` header (1 French, 2 English), `lang` accepted too (D8). */
export function requestLang(request: FastifyRequest): Lang {
  const h = request.headers;
  const value = h['language'] ?? h['lang'];
  if (value === 'en' || value === 'fr') return value;
  return langFromHeader(value);
}
