/** A database id sent by the client (number or numeric string), or null when it cannot be one. */
export function idOf(value: unknown): number | null {
  const s = String(value ?? '').trim();
  if (!/^\d{1,9}$/.test(s)) return null;
  const n = Number(s);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}
