import { sql } from 'kysely';
import type { Database } from '../db/index.js';

/**
 * Order numbers read `CMD-<year>-<6 digits>`; the digits are the order's id, so numbers are unique without a
 * counter, and the year is the order's creation year (e.g. CMD-2026-000042).
 */
export function formatOrderNo(id: number, createdAt: Date = new Date()): string {
  return `CMD-${createdAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
}

/** Takes the next order id from its sequence, so the order can be inserted with its number in one statement. */
export async function allocateOrderNo(
  db: Database,
  createdAt: Date = new Date(),
): Promise<{ id: number; orderNo: string }> {
  const { rows } = await sql<{ id: number }>`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`.execute(
    db,
  );
  const id = rows[0]!.id;
  return { id, orderNo: formatOrderNo(id, createdAt) };
}
