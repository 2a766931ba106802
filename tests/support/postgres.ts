import pg from 'pg';

/** One statement on the PostgreSQL server of DATABASE_URL (CREATE/DROP DATABASE), on a connection of its own. */
export async function adminQuery(statement: string) {
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}
