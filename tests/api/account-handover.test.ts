import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts.js';
import { type AdminKit, franchiseBody, pharmacyBody, startAdminKit } from './admin-fixtures.js';

/**
 * Issue 26 point 10: an account's e-mail changed by the back office is a new person taking it over (a wilaya handed
 * to a new franchisee): the former person's password and sessions open nothing, and the new address is mailed a
 * set-password link. A pharmacy changing its own e-mail stays signed in where it made the change.
 */
let kit: AdminKit;
beforeAll(async () => {
  kit = await startAdminKit();
});
afterAll(async () => kit?.api.close());

const info = (role: 'franchise' | 'pharmacy', headers: Record<string, string>) =>
  kit.api.call('GET', `/${role}/get_${role}_info`, { headers });
const signIn = (role: 'franchise' | 'pharmacy', email: string, password = DEMO_ACCOUNTS.password) =>
  kit.api.call('POST', `/${role}/login`, { body: { email, password } });
/** The set-password link of the latest mail to `email`, and its token. */
async function linkTo(email: string) {
  const mail = await kit.api.db
    .selectFrom('outgoing_mail')
    .selectAll()
    .where('recipient', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const link = mail && /https?:\/\/\S+reset_password\?\S+/.exec(mail.text_body)?.[0];
  return { mail, token: link ? new URL(link).searchParams.get('t')! : null };
}

describe('a franchisee handed to another person', () => {
  test('after the refusal to delete it, the edit to a new name and e-mail leaves nothing of the former franchisee working', async () => {
    const former = await kit.api.db
      .selectFrom('franchisees')
      .selectAll()
      .where('email', '=', 'franchise.oran@demo.dz')
      .executeTakeFirstOrThrow();
    const session = await kit.api.login('franchise', former.email);
    const other = await kit.api.login('franchise', former.email);
    expect((await info('franchise', session)).body.code).toBe(2001);
    const oldReset = await kit.api.call('POST', '/franchise/login/forget_pw', { body: { email: former.email } });
    expect(oldReset.body.code).toBe(2001);
    const formerLink = (await linkTo(former.email)).token!;

    // the refusal says to edit it instead
    const refused = await kit.call('DELETE', '/admin/delete_franchise', { id: former.id });
    expect(refused.body.code).toBe(4094);
    const edit = await kit.call('PUT', '/admin/update_franchise', {
      fraId: former.id,
      ...franchiseBody(former.wilaya_id, { first_name: 'Yacine', last_name: 'Benali', email: 'yacine.benali@demo.dz' }),
      language: 1,
    });
    expect(edit.body.code).toBe(2001);

    // the former password does not open the account under its new e-mail, nor under the old one
    const withOldPassword = await signIn('franchise', 'yacine.benali@demo.dz');
    expect(withOldPassword.status).toBe(401);
    expect(withOldPassword.body.code).toBe(4011);
    expect((await signIn('franchise', former.email)).body.code).toBe(4011);
    // the former sessions are over, access and refresh
    const ended = await info('franchise', session);
    expect(ended.status).toBe(401);
    expect(ended.body.code).toBe(4041);
    expect((await info('franchise', { 'franchise-refresh-token': other['franchise-refresh-token']! })).body.code).toBe(
      4041,
    );
    // the former person's reset link is void
    expect(
      (await kit.api.call('POST', '/franchise/reset_pw', { body: { et: formerLink, new_pass: 'Ancien#2026' } })).body
        .code,
    ).toBe(4041);

    // the new franchisee is mailed a set-password link, in the account's language, that opens it
    const { mail, token } = await linkTo('yacine.benali@demo.dz');
    expect(mail?.subject).toMatch(/compte a été créé/);
    expect(mail?.text_body).toContain('Yacine Benali');
    expect(
      (await kit.api.call('POST', '/franchise/reset_pw', { body: { et: token, new_pass: 'Yacine#2026' } })).body.code,
    ).toBe(2001);
    const fresh = await kit.api.login('franchise', 'yacine.benali@demo.dz', 'Yacine#2026');
    expect((await info('franchise', fresh)).body.payload[0]).toMatchObject({
      email: 'yacine.benali@demo.dz',
      first_name: 'Yacine',
    });
  });

  test('an edit that keeps the e-mail (or only changes its case) keeps the password and the sessions', async () => {
    const row = await kit.api.db
      .selectFrom('franchisees')
      .selectAll()
      .where('email', '=', 'franchise.constantine@demo.dz')
      .executeTakeFirstOrThrow();
    const session = await kit.api.login('franchise', row.email);
    const mailsBefore = await kit.api.db
      .selectFrom('outgoing_mail')
      .select('id')
      .where('recipient', 'ilike', row.email)
      .execute();
    const edit = await kit.call('PUT', '/admin/update_franchise', {
      fraId: row.id,
      ...franchiseBody(row.wilaya_id, { first_name: 'Renommé', email: row.email.toUpperCase() }),
      language: 2,
    });
    expect(edit.body.code).toBe(2001);
    expect((await info('franchise', session)).body.code).toBe(2001);
    expect((await signIn('franchise', row.email)).body.code).toBe(2001);
    expect(
      await kit.api.db.selectFrom('outgoing_mail').select('id').where('recipient', 'ilike', row.email).execute(),
    ).toHaveLength(mailsBefore.length);
  });
});

describe('a pharmacy’s e-mail', () => {
  test('changed by the admin: the former password and sessions no longer work, the new address gets the link', async () => {
    const demo = await kit.api.db
      .selectFrom('pharmacies')
      .selectAll()
      .where('email', '=', 'pharmacy.oran@demo.dz')
      .executeTakeFirstOrThrow();
    const session = await kit.api.login('pharmacy', demo.email);
    const edit = await kit.call('PUT', '/admin/update_pharmacy', {
      id: demo.id,
      ...pharmacyBody(demo.wilaya_id, demo.franchisee_id!, { pharm_email: 'nouvelle.direction@demo.dz' }),
      fra_id: demo.franchisee_id,
    });
    expect(edit.body.code, JSON.stringify(edit.body)).toBe(2001);
    expect((await signIn('pharmacy', 'nouvelle.direction@demo.dz')).body.code).toBe(4011);
    expect((await info('pharmacy', session)).body.code).toBe(4041);
    const { token } = await linkTo('nouvelle.direction@demo.dz');
    expect(token).toBeTruthy();
    expect(
      (await kit.api.call('POST', '/pharmacy/reset_pw', { body: { et: token, new_pass: 'Direction#2026' } })).body.code,
    ).toBe(2001);
    await kit.api.login('pharmacy', 'nouvelle.direction@demo.dz', 'Direction#2026');
  });

  test('changed by the pharmacy itself: its other sessions end, the one that made the change stays, the password is kept', async () => {
    const here = await kit.api.login('pharmacy', 'pharmacy@demo.dz');
    const elsewhere = await kit.api.login('pharmacy', 'pharmacy@demo.dz');
    const res = await kit.api.call('PUT', '/pharmacy/update_profile_info', {
      headers: here,
      body: { email: 'pharmacie.alger@demo.dz', phone1: '0550 11 22 33' },
    });
    expect(res.body.code).toBe(2001);
    expect((await info('pharmacy', here)).body.code).toBe(2001);
    expect((await info('pharmacy', elsewhere)).body.code).toBe(4041);
    expect((await signIn('pharmacy', 'pharmacie.alger@demo.dz')).body.code).toBe(2001);
  });
});
