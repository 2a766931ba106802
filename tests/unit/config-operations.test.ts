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
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(new ConfigError('METRICS_TOKEN must be at least 16 characters'));
    expect(() => loadConfig({ JOB_INTERVAL: '0.5' })).toThrow(/^JOB_INTERVAL must be a whole number/);
    expect(() => loadConfig({ JOB_INTERVAL: '-1' })).toThrow(/^JOB_INTERVAL must be a whole number/);
  });
});
