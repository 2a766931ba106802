import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { gatewayInUse } from '../../server/payments/sandbox/inUse';

const REAL_SATIM = { SATIM_URL: 'https://cib.satim.dz/payment/rest', SATIM_TERMINAL_ID: 'E000000001' };
const CAPTCHA = { RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET: 'secret' };
const SMTP = { SMTP_URL: 'smtp://mail.example.dz:587' };
const production = (env: Record<string, string>) => () =>
  loadConfig({ DATA_DIR: '/tmp', NODE_ENV: 'production', ...SMTP, ...env });

describe('production guard (NODE_ENV=production)', () => {
  it('starts with the real gateway and reCAPTCHA keys', () => {
    expect(production({ ...REAL_SATIM, ...CAPTCHA })().allowSandboxPayments).toBe(false);
  });

  it.each([
    ['SATIM_URL unset (built-in sandbox)', { ...CAPTCHA }, /payments go to the SATIM sandbox/],
    [
      'SATIM_URL pointing at a sandbox',
      { ...CAPTCHA, SATIM_URL: 'https://staging.example.dz/satim-sandbox/payment/rest' },
      /payments go to the SATIM sandbox/,
    ],
    ['no reCAPTCHA keys', { ...REAL_SATIM }, /reCAPTCHA is off/],
    ['neither', {}, /payments go to the SATIM sandbox \(set SATIM_URL to the real gateway\) and reCAPTCHA is off/],
  ])('refuses to start with %s, in one line naming the escape hatch', (_, env, problem) => {
    expect(production(env)).toThrow(ConfigError);
    expect(production(env)).toThrow(problem);
    expect(production(env)).toThrow(
      /^NODE_ENV=production but [^\n]+; ALLOW_SANDBOX_PAYMENTS=1 starts anyway, with test payments and without reCAPTCHA$/,
    );
  });

  it('ALLOW_SANDBOX_PAYMENTS=1 lets it start with the sandbox and without reCAPTCHA', () => {
    const config = production({ ALLOW_SANDBOX_PAYMENTS: '1' })();
    expect(config.allowSandboxPayments).toBe(true);
    expect(gatewayInUse(config)).toBe('SATIM sandbox at http://localhost:9000 (test cards, no real payment)');
  });

  it('refuses to start without SMTP_URL unless ALLOW_OUTBOX_MAIL=1, in one line naming it', () => {
    const noSmtp = () => loadConfig({ DATA_DIR: '/tmp', NODE_ENV: 'production', ...REAL_SATIM, ...CAPTCHA });
    expect(noSmtp).toThrow(ConfigError);
    expect(noSmtp).toThrow(
      /^NODE_ENV=production but SMTP_URL is not set; ALLOW_OUTBOX_MAIL=1 starts anyway, mails written to DATA_DIR\/outbox only$/,
    );
    const allowed = loadConfig({
      DATA_DIR: '/tmp',
      NODE_ENV: 'production',
      ...REAL_SATIM,
      ...CAPTCHA,
      ALLOW_OUTBOX_MAIL: '1',
    });
    expect(allowed.allowOutboxMail).toBe(true);
    expect(() => loadConfig({ DATA_DIR: '/tmp', ALLOW_OUTBOX_MAIL: 'yes' })).toThrow(
      /^ALLOW_OUTBOX_MAIL must be 1 or 0/,
    );
    // outside production the outbox needs no allowance
    expect(loadConfig({ DATA_DIR: '/tmp' }).smtpUrl).toBeNull();
  });

  it('outside production the sandbox is the default, without a refusal', () => {
    expect(loadConfig({ DATA_DIR: '/tmp' }).satimUrl).toBe('http://localhost:9000/satim-sandbox/payment/rest');
    expect(loadConfig({ DATA_DIR: '/tmp', NODE_ENV: 'development' }).allowSandboxPayments).toBe(false);
  });

  it('names the gateway in use without its credentials', () => {
    const config = loadConfig({ DATA_DIR: '/tmp', ...REAL_SATIM, SATIM_PASSWORD: 'secret-pass' });
    expect(gatewayInUse(config)).toBe('SATIM at https://cib.satim.dz (terminal E000000001)');
  });
});

describe('timeouts', () => {
  it('have defaults and bounds; SMTP_TIMEOUT stays below the 5-minute mail lease', () => {
    expect(loadConfig({ DATA_DIR: '/tmp' })).toMatchObject({ requestTimeout: 60, idleTimeout: 60, smtpTimeout: 30 });
    expect(() => loadConfig({ DATA_DIR: '/tmp', SMTP_TIMEOUT: '300' })).toThrow(
      /^SMTP_TIMEOUT must be a whole number between 1 and 120/,
    );
    expect(() => loadConfig({ DATA_DIR: '/tmp', REQUEST_TIMEOUT: '0' })).toThrow(/^REQUEST_TIMEOUT/);
  });
});

describe('sessions', () => {
  it('SESSION_MAX_AGE: 30 days by default, in seconds, from a minute to a year', () => {
    expect(loadConfig({ DATA_DIR: '/tmp' }).sessionMaxAge).toBe(30 * 24 * 3600);
    expect(loadConfig({ DATA_DIR: '/tmp', SESSION_MAX_AGE: '43200' }).sessionMaxAge).toBe(43200);
    expect(() => loadConfig({ DATA_DIR: '/tmp', SESSION_MAX_AGE: '12h' })).toThrow(
      /^SESSION_MAX_AGE must be a whole number between 60 and 31536000 \(got "12h"\)$/,
    );
    expect(() => loadConfig({ DATA_DIR: '/tmp', SESSION_MAX_AGE: '59' })).toThrow(/^SESSION_MAX_AGE/);
  });
});
