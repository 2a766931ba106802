import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Role, tokenKeys } from '../../src/contract/constants.js';
import { hashToken } from '../../server/auth/tokens.js';
import { createPasswordSetupMail } from '../../server/mail/accountMails.js';
import { outboxDir } from '../../server/mail/transport.js';
import { sendDueMail } from '../../server/mail/worker.js';
import { FORGOT_MIN_MS } from '../../server/routes/auth.js';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts.js';
import { startApi, type TestApi } from '../support/api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

const silent = pino({ level: 'silent' });
const forget = (role: Role, email: unknown, lang = '2') =>
  api.call('POST', `/${role}/login/forget_pw`, { body: { email }, headers: { language: lang } });
const reset = (role: Role, body: unknown, lang = '2') =>
  api.call('POST', `/${role}/reset_pw`, { body, headers: { language: lang } });
const mailsTo = (email: string) =>
  api.db.selectFrom('outgoing_mail').selectAll().where('recipient', '=', email).orderBy('id', 'desc').execute();

/** The link of the latest mail sent to `email`, and its token. */
async function lastLink(email: string) {
  const [mail] = await mailsTo(email);
  expect(mail).toBeDefined();
  const link = /https?:\/\/\S+reset_password\?\S+/.exec(mail!.text_body)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link!);
  return { mail: mail!, url, token: url.searchParams.get('t')! };
}

describe('forgot password (D18)', () => {
  test('queues a mail in the request’s language whose link carries a single-use token; the outbox gets an .eml', async () => {
    const res = await forget('pharmacy', 'pharmacy@demo.dz', '1');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(2001);
    expect(res.body.meta).toMatch(/lien de réinitialisation/);

    const { mail, url, token } = await lastLink('pharmacy@demo.dz');
    expect(`${url.origin}${url.pathname}`).toBe(`${api.config.webUrl}/pharmacy/reset_password`);
    expect(url.searchParams.get('lang')).toBe('1');
    expect(mail.subject).toMatch(/réinitialisation/i);
    expect(mail.html_body).toContain('ParaPharm DZ');
    expect(mail.html_body).toContain(url.toString().replace(/&/g, '&amp;'));
    expect(mail.status).toBe('pending');
    // stored hashed only, valid one hour
    const row = await api.db
      .selectFrom('password_resets')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('pharmacy');
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeGreaterThan(59 * 60_000);
    expect(row.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(3600_000);
    expect(JSON.stringify(await api.db.selectFrom('password_resets').selectAll().execute())).not.toContain(token);

    expect(await sendDueMail(api.config, api.db, silent)).toBeGreaterThanOrEqual(1);
    const files = fs.readdirSync(outboxDir(api.config)).filter((f) => f.endsWith(`-${mail.id}.eml`));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(outboxDir(api.config), files[0]!), 'utf8');
    expect(eml).toMatch(/^To: pharmacy@demo\.dz$/m);
    expect(eml).toContain(token);
    const sent = await api.db
      .selectFrom('outgoing_mail')
      .select(['status', 'sent_at'])
      .where('id', '=', mail.id)
      .executeTakeFirstOrThrow();
    expect(sent.status).toBe('sent');
    expect(sent.sent_at).toBeInstanceOf(Date);
  });

  test('English mail for language 2; franchise and admin links have no lang parameter', async () => {
    expect((await forget('franchise', 'franchise@demo.dz', '2')).body.code).toBe(2001);
    const { mail, url } = await lastLink('franchise@demo.dz');
    expect(mail.subject).toMatch(/reset your password/i);
    expect(url.pathname).toBe('/franchise/reset_password');
    expect(url.searchParams.has('lang')).toBe(false);
    expect((await forget('admin', 'admin@demo.dz')).body.code).toBe(2001);
    expect((await lastLink('admin@demo.dz')).url.pathname).toBe('/admin/reset_password');
  });

  test('an unknown e-mail gets the same answer, in about the same time, and nothing is sent', async () => {
    const before = await api.db
      .selectFrom('outgoing_mail')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const t0 = performance.now();
    const unknown = await forget('pharmacy', 'nobody@nowhere.dz');
    const unknownMs = performance.now() - t0;
    const t1 = performance.now();
    const known = await forget('pharmacy', 'pharmacy.oran@demo.dz');
    const knownMs = performance.now() - t1;
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknownMs).toBeGreaterThanOrEqual(FORGOT_MIN_MS - 5);
    expect(knownMs).toBeGreaterThanOrEqual(FORGOT_MIN_MS - 5);
    const after = await api.db
      .selectFrom('outgoing_mail')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
    expect(await mailsTo('nobody@nowhere.dz')).toHaveLength(0);
  });

  test.each([['not-an-email'], [''], ['a@b']])('a malformed address (%j) is refused with 4001', async (email) => {
    const res = await forget('franchise', email);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(4001);
    expect(res.body.meta).toBe('Invalid email address.');
  });
});

describe('reset password', () => {
  test('a valid link sets the password once, ends every session, and the new password signs in', async () => {
    const session = await api.login('franchise', 'franchise.oran@demo.dz');
    await forget('franchise', 'franchise.oran@demo.dz');
    const { token } = await lastLink('franchise.oran@demo.dz');

    const ok = await reset('franchise', { new_pass: 'Nouveau#2026', et: token });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ code: 2001, payload: [], meta: 'Password reset successfully.' });

    // the old session is over, even through its refresh token
    const k = tokenKeys('franchise');
    const old = await api.call('GET', '/franchise/get_franchise_info', { headers: session });
    expect(old.body.code).toBe(4041);
    const renew = await api.call('GET', '/franchise/get_franchise_info', {
      headers: { [k.refreshHeader]: session[k.refreshHeader]! },
    });
    expect(renew.body.code).toBe(4041);

    expect(
      (
        await api.call('POST', '/franchise/login', {
          body: { email: 'franchise.oran@demo.dz', password: DEMO_ACCOUNTS.password },
        })
      ).body.code,
    ).toBe(4011);
    const fresh = await api.login('franchise', 'franchise.oran@demo.dz', 'Nouveau#2026');
    expect((await api.call('GET', '/franchise/get_franchise_info', { headers: fresh })).body.code).toBe(2001);

    // the same link a second time
    const again = await reset('franchise', { new_pass: 'Encore#2026', et: token });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe(4041);
    expect(again.body.meta).toBe('This reset link is invalid, expired or already used.');
    await api.login('franchise', 'franchise.oran@demo.dz', 'Nouveau#2026');
  });

  test('an expired link is refused', async () => {
    await forget('admin', 'admin@demo.dz');
    const { token } = await lastLink('admin@demo.dz');
    await api.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const res = await reset('admin', { new_pass: 'Nouveau#2026', et: token }, '1');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(4041);
    expect(res.body.meta).toBe('Ce lien de réinitialisation est invalide, expiré ou déjà utilisé.');
    await api.login('admin');
  });

  test('an unknown token, or one of another role, is refused', async () => {
    expect((await reset('pharmacy', { new_pass: 'Nouveau#2026', et: 'made-up-token' })).body.code).toBe(4041);
    await forget('pharmacy', 'pharmacy.oran@demo.dz');
    const { token } = await lastLink('pharmacy.oran@demo.dz');
    expect((await reset('franchise', { new_pass: 'Nouveau#2026', et: token })).body.code).toBe(4041);
    // still valid for its own role afterwards
    expect((await reset('pharmacy', { new_pass: 'Nouveau#2026', et: token })).body.code).toBe(2001);
  });

  test.each([
    ['too short', 4002, 'Court#1'],
    ['too long', 4002, 'x'.repeat(129)],
    ['blank', 4002, ''],
  ])('a %s password is refused with %s and the link stays usable', async (_, code, password) => {
    await forget('pharmacy', 'pharmacy@demo.dz');
    const { token } = await lastLink('pharmacy@demo.dz');
    const res = await reset('pharmacy', { new_pass: password, et: token });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.meta).toMatch(/8 characters/);
    const row = await api.db
      .selectFrom('password_resets')
      .select('used_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
  });

  test('a missing token is refused', async () => {
    const res = await reset('pharmacy', { new_pass: 'Nouveau#2026' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(4001);
  });

  test('a newer link voids the older ones (issue 26 point 13); using one voids the others', async () => {
    await forget('admin', 'admin@demo.dz');
    const first = (await lastLink('admin@demo.dz')).token;
    await forget('admin', 'admin@demo.dz');
    const second = (await lastLink('admin@demo.dz')).token;
    expect(second).not.toBe(first);
    const stale = await reset('admin', { new_pass: 'Premier#2026', et: first });
    expect(stale.status).toBe(400);
    expect(stale.body.code).toBe(4041);
    expect((await reset('admin', { new_pass: 'Second#2026', et: second })).body.code).toBe(2001);
    await api.login('admin', 'admin@demo.dz', 'Second#2026');
    // and using the latest voided every other one: a third link requested before it was used is refused
    await forget('admin', 'admin@demo.dz');
    const third = (await lastLink('admin@demo.dz')).token;
    await api.db
      .insertInto('password_resets')
      .values({
        role: 'admin',
        account_id: (
          await api.db.selectFrom('admins').select('id').where('email', '=', 'admin@demo.dz').executeTakeFirstOrThrow()
        ).id,
        token_hash: hashToken('parallel-link'),
        expires_at: new Date(Date.now() + 3600_000),
      })
      .execute();
    expect((await reset('admin', { new_pass: 'Troisieme#2026', et: third })).body.code).toBe(2001);
    expect((await reset('admin', { new_pass: 'Quatrieme#2026', et: 'parallel-link' })).body.code).toBe(4041);
  });
});

describe('account created: set-your-password mail', () => {
  test('a new account without a password receives a 7-day link that sets its first password', async () => {
    const wilaya = await api.db.selectFrom('wilayas').select('id').where('code', '=', 42).executeTakeFirstOrThrow();
    const { id } = await api.db
      .insertInto('franchisees')
      .values({
        first_name: 'Nouveau',
        last_name: 'Franchisé',
        email: 'nouveau.tipaza@demo.dz',
        password_hash: null,
        phone1: '0550 00 00 00',
        wilaya_id: wilaya.id,
        adress1: '1, rue de la Mer',
        zip: '42000',
        personal_id: '123456789012345678',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const link = await createPasswordSetupMail(api.db, api.config, 'franchise', id, 'fr');
    const { mail, token } = await lastLink('nouveau.tipaza@demo.dz');
    expect(link).toContain(token);
    expect(mail.subject).toMatch(/compte a été créé/);
    expect(mail.text_body).toContain('Nouveau Franchisé');
    expect(mail.text_body).toContain('nouveau.tipaza@demo.dz');
    const row = await api.db
      .selectFrom('password_resets')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    expect(
      (
        await api.call('POST', '/franchise/login', {
          body: { email: 'nouveau.tipaza@demo.dz', password: 'Bienvenue#1' },
        })
      ).body.code,
    ).toBe(4011);
    expect((await reset('franchise', { new_pass: 'Bienvenue#1', et: token })).body.code).toBe(2001);
    await api.login('franchise', 'nouveau.tipaza@demo.dz', 'Bienvenue#1');
  });
});
