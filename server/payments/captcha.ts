import type { FastifyBaseLogger } from 'fastify';
import { CAPTCHA_STAND_IN_TOKEN } from '../../src/contract/constants.js';
import type { Config } from '../config.js';

const SITEVERIFY = 'https://www.google.com/recaptcha/api/siteverify';
let standInLogged = false;

export type CaptchaResult = 'ok' | 'missing' | 'invalid' | 'unavailable';

/**
 * reCAPTCHA v2 check before an online order is registered (D15). With RECAPTCHA_SECRET the token is verified
 * at Google; without keys (development) the local stand-in widget's token is accepted and the server says once
 * in its log that verification is off.
 */
export async function verifyCaptcha(
  config: Config,
  token: unknown,
  remoteIp: string,
  log: FastifyBaseLogger,
): Promise<CaptchaResult> {
  const value = typeof token === 'string' ? token.trim() : '';
  if (!value) return 'missing';
  if (!config.recaptchaSecret) {
    if (!standInLogged) {
      standInLogged = true;
      log.warn('reCAPTCHA verification is OFF (no RECAPTCHA_SECRET): the local stand-in widget is accepted');
    }
    return value === CAPTCHA_STAND_IN_TOKEN ? 'ok' : 'invalid';
  }
  try {
    const res = await fetch(SITEVERIFY, {
      method: 'POST',
      body: new URLSearchParams({ secret: config.recaptchaSecret, response: value, remoteip: remoteIp }),
      signal: AbortSignal.timeout(10_000),
    });
    const json = (await res.json()) as { success?: boolean; 'error-codes'?: string[] };
    if (json.success === true) return 'ok';
    log.info({ errors: json['error-codes'] }, 'reCAPTCHA refused');
    return 'invalid';
  } catch (err) {
    log.warn({ err }, 'reCAPTCHA verification unavailable');
    return 'unavailable';
  }
}
