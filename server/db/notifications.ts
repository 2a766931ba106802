import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, embeddedDatabase } from './index.js';

export interface NotificationHandlers {
  /** a notification's payload */
  onPayload: (payload: string) => void;
  /** true once listening, false whenever notifications may be missed (connection lost, closing) */
  onLive: (live: boolean) => void;
}

const RETRY_MS = [250, 1000, 5000];

/**
 * Listens to a channel of the database's `pg_notify`: on the embedded database through PGlite, on PostgreSQL on a
 * connection of its own (outside the pool), opened again after a restart or a dropped connection. Returns `close`.
 */
export async function listenToDatabase(
  db: Database,
  databaseUrl: string | null,
  channel: string,
  handlers: NotificationHandlers,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const embedded = embeddedDatabase(db);
  if (embedded) {
    const unlisten = await embedded.listen(channel, handlers.onPayload);
    handlers.onLive(true);
    return async () => {
      handlers.onLive(false);
      await unlisten().catch(() => {});
    };
  }
  if (!databaseUrl) throw new Error('listenToDatabase: neither an embedded database nor DATABASE_URL');

  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let failures = 0;

  /** Stops listening on the current connection and closes it; its late events and errors are ignored. */
  const dropClient = async () => {
    handlers.onLive(false);
    const old = client;
    client = null;
    old?.removeAllListeners();
    old?.on('error', () => {});
    await old?.end().catch(() => {});
  };

  const lost = (err?: Error) => {
    void dropClient();
    if (closed) return;
    if (err && failures === 0) log.warn({ err }, `notifications of ${channel} lost: listening again`);
    retry = setTimeout(() => void connect(), RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]);
    retry.unref();
  };

  async function connect() {
    retry = null;
    const c = new pg.Client({ connectionString: databaseUrl!, connectionTimeoutMillis: 5000 });
    c.on('error', lost);
    c.on('end', () => client === c && lost(new Error('connection ended')));
    c.on('notification', (n) => n.channel === channel && handlers.onPayload(n.payload ?? '*'));
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (closed || client !== c) return void c.end().catch(() => {});
      failures = 0;
      handlers.onLive(true);
    } catch (err) {
      if (client === c) lost(err as Error);
    }
  }

  await connect();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    await dropClient();
  };
}
