import type { Lang } from '../../src/contract/constants.js';
import { translate } from '../../src/contract/messages/index.js';

/** SATIM response codes the portal words in its own catalogue (`payment.respCode.<code>`). */
const WORDED = new Set(['00', '05', '14', '17', '51', '54', '-2007']);

/**
 * The gateway's reason for an attempt, in the reader's language. SATIM answers `respCode_desc` in the language the
 * payment was made in, and that text is stored; a code the catalogue knows is worded again for whoever reads it.
 */
export function respCodeText(lang: Lang, code: string | null, gatewayText: string | null): string | null {
  return code !== null && WORDED.has(code) ? translate(lang, `payment.respCode.${code}`) : gatewayText;
}

/** What the sandbox bank says of a code (an unknown code reads as a refusal). */
export const sandboxRespCodeText = (code: string, lang: Lang) =>
  translate(lang, `payment.respCode.${WORDED.has(code) ? code : '05'}`);
