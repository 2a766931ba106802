import { sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import {
  HOLIDAY_NAME_LENGTH,
  OPEN_FULFILMENT_STATES,
  PREPARATION_BUSINESS_HOURS,
} from '../../src/contract/fulfilment.js';
import { recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError } from '../http/envelope.js';
import { addBusinessHours, FIXED_HOLIDAYS, isFixedHoliday } from './businessHours.js';

/** The lunar holidays the admin or LUNAR_HOLIDAYS set, YYYY-MM-DD (a few dozen rows). */
export async function lunarHolidays(db: Database): Promise<Set<string>> {
  const rows = await db
    .selectFrom('holidays')
    .select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'))
    .execute();
  return new Set(rows.map((r) => r.day));
}

/** The due time of an order placed for preparation at `enteredAt` (its payment or its sales validation). */
export async function dueAtFor(db: Database, enteredAt: Date): Promise<Date> {
  return addBusinessHours(enteredAt, PREPARATION_BUSINESS_HOURS, await lunarHolidays(db));
}

/** The calendar of a year: the fixed-date holidays (built in) and the lunar ones set for it. */
export async function holidaysOfYear(db: Database, year: number) {
  const lunar = await db
    .selectFrom('holidays')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'name'])
    .where(sql<boolean>`extract(year FROM day) = ${year}`)
    .orderBy('day')
    .execute();
  const fixed = FIXED_HOLIDAYS.map((h) => ({ day: `${year}-${h.monthDay}`, name: h.name, fixed: true }));
  return [...fixed, ...lunar.map((h) => ({ ...h, fixed: false }))].sort((a, b) => a.day.localeCompare(b.day));
}

/**
 * Open orders' due times follow the calendar: a holiday added or removed moves those whose 72 hours cross it.
 * Only orders still to prepare or ship are moved (a few hundred), in the caller's transaction.
 */
async function recomputeOpenDueTimes(trx: Database, day: string) {
  const lunar = await lunarHolidays(trx);
  const open = await trx
    .selectFrom('orders')
    .select(['id', 'paid_at', 'due_at'])
    .where('fulfilment', 'in', OPEN_FULFILMENT_STATES)
    .where('paid_at', 'is not', null)
    .where('paid_at', '<', sql<Date>`(${day}::date + 1)::timestamp AT TIME ZONE 'Africa/Algiers'`)
    .where('due_at', '>=', sql<Date>`${day}::date::timestamp AT TIME ZONE 'Africa/Algiers'`)
    .orderBy('id')
    .forUpdate()
    .execute();
  for (const o of open) {
    const due = addBusinessHours(o.paid_at!, PREPARATION_BUSINESS_HOURS, lunar);
    if (due.getTime() !== o.due_at?.getTime())
      await trx.updateTable('orders').set({ due_at: due }).where('id', '=', o.id).execute();
  }
}

/** Sets a lunar holiday (its name if the day is already set); audited; the open orders' due times follow. */
export async function setHoliday(db: Database, account: Account, day: string, name: string) {
  if (isFixedHoliday(day)) throw new ApiError(Code.V4002, 'holiday.fixed', { status: 400 });
  if (name.length < HOLIDAY_NAME_LENGTH.min || name.length > HOLIDAY_NAME_LENGTH.max)
    throw new ApiError(Code.V4002, 'holiday.name', { status: 400, vars: { ...HOLIDAY_NAME_LENGTH } });
  return inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('holidays')
      .select('name')
      .where('day', '=', day)
      .forUpdate()
      .executeTakeFirst();
    await trx
      .insertInto('holidays')
      .values({ day, name })
      .onConflict((oc) => oc.column('day').doUpdateSet({ name }))
      .execute();
    await recordAudit(trx, account, {
      action: before ? 'update' : 'create',
      resource: 'holiday',
      resourceId: day,
      label: name,
      before: before ?? null,
      after: { name },
    });
    if (!before) await recomputeOpenDueTimes(trx, day);
    return { day, name, fixed: false };
  });
}

export async function removeHoliday(db: Database, account: Account, day: string) {
  return inTransaction(db, async (trx) => {
    const gone = await trx.deleteFrom('holidays').where('day', '=', day).returning('name').executeTakeFirst();
    if (!gone) throw new ApiError(Code.NOT_FOUND, 'holiday.notFound', { status: 404 });
    await recordAudit(trx, account, {
      action: 'delete',
      resource: 'holiday',
      resourceId: day,
      label: gone.name,
      before: { name: gone.name },
      after: null,
    });
    await recomputeOpenDueTimes(trx, day);
  });
}

/** LUNAR_HOLIDAYS (configuration): added at start when missing, never removing what the admin set. */
export async function applyConfiguredHolidays(db: Database, days: readonly { day: string; name: string }[]) {
  if (!days.length) return;
  await db
    .insertInto('holidays')
    .values(days.map((d) => ({ day: d.day, name: d.name })))
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
}
