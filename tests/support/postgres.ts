import pg from 'pg';

/** One statement on the PostgreSQL server of DATABASE_URL (CREATE/DROP DATABASE, pg_stat_activity), on a connection of its own. */
export async function adminQuery(statement: string, parameters: unknown[] = []) {
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  try {
    return await c.query(statement, parameters);
  } finally {
    await c.end();
  }
}
