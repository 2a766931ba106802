import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 39 §5, one data path: the screens of the back offices and of the storefront read and write the server's data
 * through their area's dataProvider (custom methods for actions and files), never through the HTTP client. Only the
 * data layer itself, the client and the auth code may reach it.
 */
const root = join(import.meta.dirname, '../..');
const src = join(root, 'src');

/** Where the client belongs. */
const LAYERS = ['src/dataProvider/', 'src/http/', 'src/authProviders/'];

/** The few other files that may reach the client, and why. */
const ALLOWED: Record<string, string> = {
  'src/components/ResetPasswordForm.tsx': 'auth: the password reset (POST /{role}/reset_pw) is sent without a session',
  'src/components/ForgotPasswordDialog.tsx': 'auth: "forgot password" (POST /{role}/login/forget_pw) has no session',
  'src/public/HealthPage.tsx': 'the public health page asks GET /ok without tokens, outside any area',
  'src/components/FormDraftKeeper.test.tsx': 'a test: it signs in and ends the session through the client itself',
  'src/storefront/basket/BasketPage.test.tsx': 'a test: it changes the basket behind the screen, as another tab would',
};

/** Ways of reaching the client: importing the role clients, using one, or making one. */
const REACHES: [string, RegExp][] = [
  ['imports http/clients', /from\s+['"](?:\.\.?\/)+(?:[\w-]+\/)*http\/clients['"]/],
  ['uses a role client', /\bclients\s*(?:\.\s*(?:admin|franchise|pharmacy)\b|\[)/],
  ['uses the public client', /\bpublicClient\b/],
  ['makes a client', /\bnew\s+HttpClient\b/],
  ['calls the client', /\.(?:call|request|blob)\s*(?:<[^>]*>)?\(\s*['"](?:GET|POST|PUT|PATCH|DELETE)['"]/],
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const files = sources(src).map((path) => relative(root, path).split('\\').join('/'));

describe('one data path (issue 39 §5)', () => {
  it('no screen reaches the HTTP client: it goes through its dataProvider', () => {
    const offenders = files
      .filter((file) => !LAYERS.some((layer) => file.startsWith(layer)) && !(file in ALLOWED))
      .flatMap((file) => {
        const text = readFileSync(join(root, file), 'utf8');
        return REACHES.filter(([, pattern]) => pattern.test(text)).map(([what]) => `${file}: ${what}`);
      });
    expect(offenders).toEqual([]);
  });

  it('each file allowed still exists and still needs it (the list does not hide a stale exception)', () => {
    for (const file of Object.keys(ALLOWED)) {
      expect(files).toContain(file);
      const text = readFileSync(join(root, file), 'utf8');
      expect(
        REACHES.some(([, pattern]) => pattern.test(text)),
        file,
      ).toBe(true);
    }
  });

  it('the patterns catch what they are meant to', () => {
    const caught = (text: string) => REACHES.filter(([, pattern]) => pattern.test(text)).map(([what]) => what);
    expect(caught("import { clients } from '../../http/clients';")).toEqual(['imports http/clients']);
    expect(caught("await clients.admin.request('POST', '/admin/refund_order')")).toContain('uses a role client');
    expect(caught('clients[role].hasTokens()')).toEqual(['uses a role client']);
    expect(caught("client.call<Stats>('GET', path)")).toEqual(['calls the client']);
    expect(caught("dataProvider.refundOrder({ orderId: 1, amount: '2' })")).toEqual([]);
  });
});
