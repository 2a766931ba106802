import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';

/** The operations settings (docs/operations.md): a wrong value stops the server with one line naming it. */
describe('METRICS_TOKEN and JOB_INTERVAL', () => {
  it('are off by default', () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: null, jobIntervalMs: null });
  });

  it('reads a token of 16 characters or more and an interval in seconds', () => {
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token', JOB_INTERVAL: '5' })).toMatchObject({
      metricsToken: 'a-long-enough-token',
      jobIntervalMs: 5000,
    });
  });

  it('refuses a short token and an interval that is not a whole number of seconds', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      new ConfigError('METRICS_TOKEN must be at least 16 characters'),
    );
    expect(() => loadConfig({ JOB_INTERVAL: '0.5' })).toThrow(/^JOB_INTERVAL must be a whole number/);
    expect(() => loadConfig({ JOB_INTERVAL: '-1' })).toThrow(/^JOB_INTERVAL must be a whole number/);
  });
});

/** The landing page's social links (issue 27 §11): configuration, shown only when set. */
describe('SOCIAL_*', () => {
  it('are none by default', () => {
    expect(loadConfig({}).socialLinks).toEqual([]);
  });

  it('keeps the networks set, in a fixed order, and ignores blank ones', () => {
    expect(
      loadConfig({
        SOCIAL_YOUTUBE: 'https://www.youtube.com/@parapharm',
        SOCIAL_FACEBOOK: ' https://www.facebook.com/parapharm.dz ',
        SOCIAL_LINKEDIN: ' ',
      }).socialLinks,
    ).toEqual([
      { name: 'Facebook', url: 'https://www.facebook.com/parapharm.dz' },
      { name: 'YouTube', url: 'https://www.youtube.com/@parapharm' },
    ]);
  });

  it('refuses an address that is not https', () => {
    expect(() => loadConfig({ SOCIAL_INSTAGRAM: 'http://instagram.com/x' })).toThrow(
      new ConfigError('SOCIAL_INSTAGRAM must be an https URL (got "http://instagram.com/x")'),
    );
    expect(() => loadConfig({ SOCIAL_FACEBOOK: 'facebook' })).toThrow(/^SOCIAL_FACEBOOK must be an https URL/);
  });
});
