import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loggerOptions } from '../../server/app.js';
import { hashToken } from '../../server/auth/tokens.js';
import { sendDueMail } from '../../server/mail/worker.js';
import { startApi, type TestApi } from '../support/api.js';

/**
 * Issue 26 point 12: without SMTP_URL the mails go to the outbox; the log says so without their links. A whole reset
 * run (request, mail written, link used, sign-in) at the most verbose level leaves no link and no token in the log.
 */
const lines: string[] = [];
const capture = { write: (line: string) => void lines.push(line) };
let api: TestApi;
beforeAll(async () => {
  api = await startApi({ logger: { ...(loggerOptions('trace') as object), stream: capture } });
});
afterAll(() => api?.close());

const workerLog = pino({ level: 'trace' }, capture);

describe('no secret reaches the log', () => {
  test('a reset run (request, mail to the outbox, link used, sign-in) writes no link and no token to the log', async () => {
    const email = 'pharmacy.oran@demo.dz';
    expect((await api.call('POST', '/pharmacy/login/forget_pw', { body: { email } })).body.code).toBe(2001);
    expect(
      (await api.call('POST', '/franchise/login/forget_pw', { body: { email: 'franchise@demo.dz' } })).body.code,
    ).toBe(2001);
    const mails = await api.db
      .selectFrom('outgoing_mail')
      .select(['id', 'text_body'])
      .where('status', '=', 'pending')
      .execute();
    expect(mails.length).toBeGreaterThanOrEqual(2);
    expect(await sendDueMail(api.config, api.db, workerLog)).toBe(mails.length);

    const links = mails.flatMap((m) => m.text_body.match(/https?:\/\/\S+reset_password\?\S+/g) ?? []);
    expect(links.length).toBeGreaterThanOrEqual(2);
    const token = new URL(links.find((l) => l.includes('/pharmacy/'))!).searchParams.get('t')!;
    expect(
      (await api.call('POST', '/pharmacy/reset_pw', { body: { et: token, new_pass: 'Nouveau#2026' } })).body.code,
    ).toBe(2001);
    const session = await api.login('pharmacy', email, 'Nouveau#2026');

    const log = lines.join('');
    // the outbox's line is there, so the log was captured; it names the file, not what is in it
    expect(log).toContain('mail written to outbox');
    expect(log).not.toContain('reset_password');
    for (const secret of [...links.map((l) => new URL(l).searchParams.get('t')!), ...Object.values(session)]) {
      expect(log).not.toContain(secret);
      expect(log).not.toContain(hashToken(secret));
    }
  });
});
