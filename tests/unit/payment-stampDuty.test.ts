import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { stampDuty } from '../../server/invoices/stampDuty';

const rules = loadConfig({ DATA_DIR: '/tmp' }).stampDuty;
const da = (dinars: number) => Math.round(dinars * 100);

describe('stamp duty on cash payments (2025 finance law brackets)', () => {
  it.each([
    [0, 0],
    [300, 0],
    [300.01, 5], // 4 started hundreds × 1 DA, raised to the 5 DA minimum
    [499, 5],
    [2_380, 24],
    [5_116.41, 52],
    [30_000, 300],
    [30_000.01, 451.5], // the 1.5 DA bracket applies to the whole amount: 301 hundreds
    [100_000, 1_500],
    [100_000.5, 2_002], // 1001 hundreds × 2 DA
    [1_000_000, 10_000],
    [2_000_000, 10_000], // capped
  ])('%f DA → %f DA', (amount, duty) => expect(stampDuty(da(amount), rules)).toBe(da(duty)));

  it('follows other brackets from the configuration', () => {
    const custom = { exemptUpTo: 0, brackets: [{ upTo: null, perHundred: 0.5 }], min: 0, max: null };
    expect(stampDuty(da(1_000), custom)).toBe(da(5));
    expect(stampDuty(-100, custom)).toBe(0);
  });
});
