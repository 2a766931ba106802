import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config.js';

/** Sends one message; throws when it could not be handed over (the worker retries it). */
export type Deliver = (message: SendMailOptions & { id: number }) => Promise<void>;

/** Directory where mails are written as .eml files when no SMTP server is configured (D3, D18). */
export const outboxDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'outbox');

/**
 * SMTP when SMTP_URL is set; otherwise each mail becomes DATA_DIR/outbox/<time>-<id>.eml (in production only with
 * ALLOW_OUTBOX_MAIL=1). The log names the file, never the mail's links: set-password and reset links are secrets.
 */
export function createDeliver(config: Config, log: Logger): Deliver {
  if (config.smtpUrl) {
    // each step is bounded (nodemailer waits up to 2 min to connect and 10 min on a silent socket by default),
    // always well within the mail lease (worker.ts), so a tarpit server only delays its own mail
    const url = new URL(config.smtpUrl);
    for (const step of ['connectionTimeout', 'greetingTimeout', 'socketTimeout', 'dnsTimeout'])
      url.searchParams.set(step, String(config.smtpTimeout * 1000));
    const smtp: Transporter = nodemailer.createTransport(url.toString());
    return async (message) => {
      await smtp.sendMail({ from: config.mailFrom, ...message });
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (message) => {
    const info = await stream.sendMail({ from: config.mailFrom, ...message });
    const dir = outboxDir(config);
    await fs.mkdir(dir, { recursive: true });
    const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.id}.eml`);
    await fs.writeFile(file, info.message as Buffer);
    log.info({ mailId: message.id, file }, 'mail written to outbox (no SMTP_URL)');
  };
}

const cache = new WeakMap<Config, Deliver>();
/** One transport per configuration (SMTP connections are pooled by nodemailer). */
export function deliverFor(config: Config, log: Logger): Deliver {
  let d = cache.get(config);
  if (!d) cache.set(config, (d = createDeliver(config, log)));
  return d;
}
