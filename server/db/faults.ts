/**
 * Errors meaning "the database cannot be reached right now" (restart, failover, pg_terminate_backend, network):
 * the request fails with 5001 / HTTP 503 and the pool opens fresh connections once PostgreSQL is back.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** SQLSTATE: admin/crash shutdown, cannot connect now, too many connections. Class 08 is added below. */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|Client was closed|is not currently accepting connections|database is unavailable/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08')))
    return true;
  return typeof message === 'string' && MESSAGES.test(message);
}

/** Resolves when the database answers `SELECT 1`, rejects when it fails or takes longer than `ms`. */
export async function pingDatabase(run: () => Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error('database is unavailable (no answer in time)'), { code: 'ETIMEDOUT' })),
      ms,
    );
  });
  try {
    await Promise.race([run(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
