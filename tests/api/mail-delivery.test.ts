import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../../server/db/index.js';
import { queueMail } from '../../server/mail/queue.js';
import { createDeliver } from '../../server/mail/transport.js';
import { MAX_MAIL_ATTEMPTS, sendDueMail } from '../../server/mail/worker.js';
import { startApi, type TestApi } from '../support/api.js';
import { fakeSmtpServer } from '../support/smtp.js';

/** Mail delivery when things go wrong: slow and tarpit SMTP servers, two instances, single-use links (D18). */
const onPostgres = Boolean(process.env.DATABASE_URL);
const silent = pino({ level: 'silent' });

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

const rowsTo = (recipients: string[]) =>
  api.db.selectFrom('outgoing_mail').selectAll().where('recipient', 'in', recipients).orderBy('id').execute();
const smtpConfig = (port: number, smtpTimeout: number) => ({
  ...api.config,
  smtpUrl: `smtp://127.0.0.1:${port}`,
  smtpTimeout,
});

describe('mails holding a single-use link', () => {
  test('once sent, the body is cleared; recipient, subject and status stay', async () => {
    await api.db.deleteFrom('outgoing_mail').execute();
    expect(
      (await api.call('POST', '/pharmacy/login/forget_pw', { body: { email: 'pharmacy@demo.dz' } })).body.code,
    ).toBe(2001);
    await queueMail(api.db, { to: 'pharmacy@demo.dz', subject: 'Facture', text: 'Votre facture FAC-1' });
    const [reset, invoice] = await rowsTo(['pharmacy@demo.dz']);
    expect(reset).toMatchObject({ holds_secret: true, status: 'pending' });
    expect(reset!.text_body).toMatch(/reset_password\?t=/);

    expect(await sendDueMail(api.config, api.db, silent)).toBe(2);
    const [sentReset, sentInvoice] = await rowsTo(['pharmacy@demo.dz']);
    expect(sentReset).toMatchObject({
      recipient: 'pharmacy@demo.dz',
      subject: reset!.subject,
      status: 'sent',
      text_body: '',
      html_body: null,
    });
    // a mail without a link keeps its body
    expect(sentInvoice).toMatchObject({ status: 'sent', text_body: invoice!.text_body });
  });

  test('once given up after the last attempt, the body is cleared too; until then it is kept for the retries', async () => {
    await api.db.deleteFrom('outgoing_mail').execute();
    expect(
      (await api.call('POST', '/franchise/login/forget_pw', { body: { email: 'franchise@demo.dz' } })).body.code,
    ).toBe(2001);
    const failing = async () => {
      throw new Error('SMTP down');
    };
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      await api.db
        .updateTable('outgoing_mail')
        .set({ next_attempt_at: new Date(Date.now() - 1000) })
        .execute();
      await sendDueMail(api.config, api.db, silent, failing);
      const [mail] = await rowsTo(['franchise@demo.dz']);
      if (attempt < MAX_MAIL_ATTEMPTS)
        expect(mail).toMatchObject({
          status: 'pending',
          attempts: attempt,
          text_body: expect.stringMatching(/reset_password\?t=/),
        });
      else
        expect(mail).toMatchObject({
          status: 'failed',
          attempts: attempt,
          text_body: '',
          html_body: null,
          subject: expect.any(String),
        });
    }
  });
});

describe('slow and tarpit SMTP servers', () => {
  test('a server that never answers one mail times that mail out (SMTP_TIMEOUT = 1 s); the others are sent, each once', async () => {
    const smtp = await fakeSmtpServer((mail) => (mail.to.includes('tarpit@demo.dz') ? 'tarpit' : 'accept'));
    try {
      await api.db.deleteFrom('outgoing_mail').execute();
      const recipients = ['tarpit@demo.dz', ...Array.from({ length: 8 }, (_, i) => `fast${i}@demo.dz`)];
      for (const to of recipients) await queueMail(api.db, { to, subject: `To ${to}`, text: 'Body' });
      const config = smtpConfig(smtp.port, 1);
      expect(await sendDueMail(config, api.db, silent, createDeliver(config, silent))).toBe(8);
      const rows = await rowsTo(recipients);
      const tarpit = rows.find((r) => r.recipient === 'tarpit@demo.dz')!;
      expect(tarpit).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringMatching(/timeout/i) });
      expect(rows.filter((r) => r.status === 'sent')).toHaveLength(8);
      const acknowledged = smtp.delivered.map((m) => m.to[0]).sort();
      expect(acknowledged).toEqual(recipients.slice(1).sort());
    } finally {
      smtp.close();
    }
  });

  test.skipIf(!onPostgres)(
    'two instances and a slow server: the slow mail holds one lane only, its lease is renewed, and every mail is delivered exactly once (PostgreSQL only)',
    async () => {
      const smtp = await fakeSmtpServer((mail) => (mail.to.includes('slow@demo.dz') ? 'hold' : 'accept'));
      const secondDb = await openDatabase({ databaseUrl: api.config.databaseUrl, dataDir: api.config.dataDir });
      try {
        await api.db.deleteFrom('outgoing_mail').execute();
        const recipients = ['slow@demo.dz', ...Array.from({ length: 12 }, (_, i) => `quick${i}@demo.dz`)];
        for (const to of recipients) await queueMail(api.db, { to, subject: `To ${to}`, text: 'Body' });
        // the slow answer stays within the SMTP timeout but lasts several leases: only the lease's renewal
        // keeps the other instance off the slow mail
        const config = smtpConfig(smtp.port, 30);
        const leaseMs = 600;
        const instanceA = { deliver: createDeliver(config, silent), leaseMs };
        const instanceB = { deliver: createDeliver(config, silent), leaseMs };
        const firstRounds = Promise.all([
          sendDueMail(config, api.db, silent, instanceA),
          sendDueMail(config, secondDb, silent, instanceB),
        ]);

        // the quick mails all go through while the slow one is still waiting for its answer
        await expect.poll(() => smtp.delivered.length, { timeout: 20_000 }).toBe(12);
        expect(smtp.received.filter((m) => m.to.includes('slow@demo.dz'))).toHaveLength(1);
        // hold the slow answer until its lease was renewed beyond three lease lengths after the claim
        const claimedAt = Date.now();
        await expect
          .poll(
            async () => {
              // meanwhile both instances keep looking for due mail, as their jobs would
              await Promise.all([
                sendDueMail(config, api.db, silent, instanceA),
                sendDueMail(config, secondDb, silent, instanceB),
              ]);
              const [slow] = await rowsTo(['slow@demo.dz']);
              return slow!.next_attempt_at.getTime() - claimedAt;
            },
            { timeout: 20_000, interval: 200 },
          )
          .toBeGreaterThan(3 * leaseMs);
        smtp.release();
        await firstRounds;

        const counts = new Map<string, number>();
        for (const m of smtp.received) counts.set(m.to[0]!, (counts.get(m.to[0]!) ?? 0) + 1);
        expect([...counts.keys()].sort()).toEqual([...recipients].sort());
        expect([...counts.values()].every((n) => n === 1)).toBe(true);
        expect(smtp.delivered).toHaveLength(13);
        expect((await rowsTo(recipients)).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
      } finally {
        smtp.close();
        await secondDb.destroy();
      }
    },
  );
});
