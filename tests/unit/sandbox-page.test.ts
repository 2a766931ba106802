import { describe, expect, it } from 'vitest';
import type { SandboxOrder } from '../../server/payments/sandbox/gateway';
import { paymentPage } from '../../server/payments/sandbox/page';

const order = {
  id: 'md-1',
  orderNumber: 'A0014628',
  amount: 1_234_567,
  currency: '012',
  returnUrl: 'http://portal.test/payment/success',
  failUrl: 'http://portal.test/payment/failed',
  description: '',
  lang: 'ar',
  expiresAt: new Date(Date.now() + 600_000),
} as unknown as SandboxOrder;

const page = (lang: 'fr' | 'ar') =>
  paymentPage({ order, lang, merchant: 'ParaPharm DZ', action: '/pay', langHref: (l) => `?lang=${l}` });

/** The sandbox gateway page (issue 27, points 9 and 10). */
describe('sandbox payment page', () => {
  it('Enter in a field pays: the form’s first submit button (its default button) is "pay", "cancel" comes after', () => {
    const html = page('fr');
    const buttons = [...html.matchAll(/<button[^>]*type="submit"[^>]*value="(\w+)"/g)].map((m) => m[1]);
    expect(buttons).toEqual(['pay', 'cancel']);
  });

  it('the year list starts with this year and runs 20 years', () => {
    const years = [...page('fr').matchAll(/<option value="(\d{4})"/g)].map((m) => Number(m[1]));
    const now = new Date().getUTCFullYear();
    expect(years).toEqual(Array.from({ length: 20 }, (_, i) => now + i));
  });

  it('in Arabic the card number, the CVV, the order number and the amount keep their left-to-right order', () => {
    const html = page('ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toMatch(/<input id="pan" name="pan" dir="ltr"/);
    expect(html).toMatch(/<input id="cvv" name="cvv2" dir="ltr"/);
    expect(html).toContain('<bdi dir="ltr">A0014628</bdi>');
    expect(html).toMatch(/data-testid="sandbox-amount"><bdi dir="ltr">12[\s\u202f]345,67 DA<\/bdi>/);
  });
});
