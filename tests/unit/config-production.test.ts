import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { gatewayInUse } from '../../server/payments/sandbox/inUse';

const REAL_SATIM = { SATIM_URL: 'https://cib.satim.dz/payment/rest', SATIM_TERMINAL_ID: 'E000000001' };
const CAPTCHA = { RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET: 'secret' };
const production = (env: Record<string, string>) => () => loadConfig({ DATA_DIR: '/tmp', NODE_ENV: 'production', ...env });

describe('production guard (NODE_ENV=production)', () => {
  it('starts with the real gateway and reCAPTCHA keys', () => {
    expect(production({ ...REAL_SATIM, ...CAPTCHA })().allowSandboxPayments).toBe(false);
  });

  it.each([
    ['SATIM_URL unset (built-in sandbox)', { ...CAPTCHA }, /payments go to the SATIM sandbox/],
    ['SATIM_URL pointing at a sandbox', { ...CAPTCHA, SATIM_URL: 'https://staging.example.dz/satim-sandbox/payment/rest' }, /payments go to the SATIM sandbox/],
    ['no reCAPTCHA keys', { ...REAL_SATIM }, /reCAPTCHA is off/],
    ['neither', {}, /payments go to the SATIM sandbox \(set SATIM_URL to the real gateway\) and reCAPTCHA is off/],
  ])('refuses to start with %s, in one line naming the escape hatch', (_, env, problem) => {
    expect(production(env)).toThrow(ConfigError);
    expect(production(env)).toThrow(problem);
    expect(production(env)).toThrow(/^NODE_ENV=production but [^\n]+; ALLOW_SANDBOX_PAYMENTS=1 starts anyway, with test payments and without reCAPTCHA$/);
  });

  it('ALLOW_SANDBOX_PAYMENTS=1 lets it start with the sandbox and without reCAPTCHA', () => {
    const config = production({ ALLOW_SANDBOX_PAYMENTS: '1' })();
    expect(config.allowSandboxPayments).toBe(true);
    expect(gatewayInUse(config)).toBe('SATIM sandbox at http://localhost:9000 (test cards, no real payment)');
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
    expect(() => loadConfig({ DATA_DIR: '/tmp', SMTP_TIMEOUT: '300' })).toThrow(/^SMTP_TIMEOUT must be a whole number between 1 and 120/);
    expect(() => loadConfig({ DATA_DIR: '/tmp', REQUEST_TIMEOUT: '0' })).toThrow(/^REQUEST_TIMEOUT/);
  });
});
