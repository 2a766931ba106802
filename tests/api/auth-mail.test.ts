import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queueMail } from '../../server/mail/queue.js';
import { invoiceMail, passwordResetMail } from '../../server/mail/templates.js';
import { createDeliver, outboxDir } from '../../server/mail/transport.js';
import { MAX_MAIL_ATTEMPTS, retryDelayMs, sendDueMail } from '../../server/mail/worker.js';
import { startApi, type TestApi } from '../support/api.js';
import { fakeSmtpServer } from '../support/smtp.js';

let api: TestApi;
beforeAll(async () => {
  api = await startApi({ seed: false });
});
afterAll(() => api?.close());

const silent = pino({ level: 'silent' });
const row = (id: number) =>
  api.db.selectFrom('outgoing_mail').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const lastId = async () =>
  (await api.db.selectFrom('outgoing_mail').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;

describe('mail queue and worker (D18)', () => {
  test('a failing transport leaves the mail pending with a growing delay, then marks it failed after the last attempt', async () => {
    await api.db.deleteFrom('outgoing_mail').execute();
    await queueMail(api.db, {
      to: 'someone@demo.dz',
      ...passwordResetMail('en', { link: 'http://x/reset', validMinutes: 60 }),
    });
    const id = await lastId();
    const failing = async () => {
      throw new Error('SMTP down');
    };
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      expect(await sendDueMail(api.config, api.db, silent, failing)).toBe(0);
      const mail = await row(id);
      expect(mail.attempts).toBe(attempt);
      expect(mail.last_error).toBe('SMTP down');
      expect(mail.status).toBe(attempt < MAX_MAIL_ATTEMPTS ? 'pending' : 'failed');
      const delay = mail.next_attempt_at.getTime() - Date.now();
      expect(delay).toBeGreaterThan(retryDelayMs(attempt) - 5000);
      // not due yet: a second run does not touch it
      expect(await sendDueMail(api.config, api.db, silent, failing)).toBe(0);
      expect((await row(id)).attempts).toBe(attempt);
      await api.db
        .updateTable('outgoing_mail')
        .set({ next_attempt_at: new Date(Date.now() - 1000) })
        .where('id', '=', id)
        .execute();
    }
    // a failed mail stays in the table (never lost) and is not retried by the worker
    let delivered = 0;
    expect(await sendDueMail(api.config, api.db, silent, async () => void delivered++)).toBe(0);
    expect(delivered).toBe(0);
    expect((await row(id)).status).toBe('failed');
  });

  test('the back-off doubles from 30 seconds and is capped at 6 hours', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(3)).toBe(120_000);
    expect(retryDelayMs(30)).toBe(6 * 3600_000);
  });

  test('a mail that fails once is sent on the next due run', async () => {
    await api.db.deleteFrom('outgoing_mail').execute();
    await queueMail(api.db, { to: 'retry@demo.dz', subject: 'Hello', text: 'Body' });
    const id = await lastId();
    let calls = 0;
    const flaky = async () => {
      if (calls++ === 0) throw new Error('timeout');
    };
    expect(await sendDueMail(api.config, api.db, silent, flaky)).toBe(0);
    await api.db
      .updateTable('outgoing_mail')
      .set({ next_attempt_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expect(await sendDueMail(api.config, api.db, silent, flaky)).toBe(1);
    const mail = await row(id);
    expect(mail).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  test('each mail is sent once even when two workers run at the same time', async () => {
    await api.db.deleteFrom('outgoing_mail').execute();
    for (let i = 0; i < 6; i++) await queueMail(api.db, { to: `m${i}@demo.dz`, subject: `Mail ${i}`, text: 'Body' });
    const seen: string[] = [];
    const deliver = async (m: { to?: unknown }) => void seen.push(String(m.to));
    const [a, b] = await Promise.all([
      sendDueMail(api.config, api.db, silent, deliver),
      sendDueMail(api.config, api.db, silent, deliver),
    ]);
    expect(a + b).toBe(6);
    expect(seen.sort()).toEqual(['m0@demo.dz', 'm1@demo.dz', 'm2@demo.dz', 'm3@demo.dz', 'm4@demo.dz', 'm5@demo.dz']);
  });

  test('without SMTP_URL an invoice mail becomes an .eml in the outbox with its PDF attached', async () => {
    await api.db.deleteFrom('outgoing_mail').execute();
    const pdf = Buffer.from('%PDF-1.4\n% test invoice\n%%EOF\n');
    await queueMail(api.db, {
      to: 'pharmacy@demo.dz',
      ...invoiceMail('fr', {
        orderNo: 'CMD-2026-000042',
        pharmacyName: 'Pharmacie <El Amel>',
        pdf,
        invoiceNo: 'FAC-2026-00007',
      }),
    });
    const id = await lastId();
    expect(await sendDueMail(api.config, api.db, silent)).toBe(1);
    const file = fs.readdirSync(outboxDir(api.config)).find((f) => f.endsWith(`-${id}.eml`));
    expect(file).toBeDefined();
    const eml = fs.readFileSync(path.join(outboxDir(api.config), file!), 'utf8');
    expect(eml).toMatch(/^To: pharmacy@demo\.dz$/m);
    expect(eml).toMatch(/^From: .*ParaPharm DZ/m);
    expect(eml).toMatch(/Content-Type: application\/pdf; name=facture_CMD-2026-000042\.pdf/);
    expect(eml).toContain(pdf.toString('base64'));
    expect(eml).toMatch(/Content-Type: text\/html/);
    // names are escaped in the HTML
    const mail = await row(id);
    expect(mail.html_body).toContain('Pharmacie &lt;El Amel&gt;');
    expect(mail.text_body).toContain('CMD-2026-000042');
    expect(mail.text_body).toContain('FAC-2026-00007');
  });

  test('templates exist in French and English', () => {
    const fr = passwordResetMail('fr', { name: 'Karim Benali', link: 'http://web/x?t=1', validMinutes: 60 });
    const en = passwordResetMail('en', { name: 'Karim Benali', link: 'http://web/x?t=1', validMinutes: 60 });
    expect(fr.text).toContain('Bonjour Karim Benali');
    expect(fr.text).toContain('60 minutes');
    expect(en.text).toContain('Hello Karim Benali');
    expect(en.subject).not.toBe(fr.subject);
    expect(invoiceMail('en', { orderNo: 'CMD-1', pdf: 'AAAA' }).attachments?.[0]).toEqual({
      filename: 'invoice_CMD-1.pdf',
      contentType: 'application/pdf',
      content: 'AAAA',
    });
  });

  test('with SMTP_URL the mail goes to the SMTP server, from MAIL_FROM', async () => {
    const smtp = await fakeSmtpServer();
    try {
      await api.db.deleteFrom('outgoing_mail').execute();
      await queueMail(api.db, {
        to: 'smtp@demo.dz',
        ...passwordResetMail('fr', { link: 'http://web/reset/abc123', validMinutes: 60 }),
      });
      const config = { ...api.config, smtpUrl: `smtp://127.0.0.1:${smtp.port}` };
      expect(await sendDueMail(config, api.db, silent, createDeliver(config, silent))).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.from).toBe('no-reply@parapharm.dz');
      expect(smtp.received[0]!.to).toEqual(['smtp@demo.dz']);
      expect(smtp.received[0]!.data).toMatch(/^To: smtp@demo\.dz$/m);
      expect(smtp.received[0]!.data).toContain('http://web/reset/abc123');
    } finally {
      smtp.close();
    }
  });
});
