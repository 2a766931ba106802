import { sql, type Transaction } from 'kysely';
import { algiersDay, algiersParts } from '../src/contract/algiersTime.js';
import type { DB } from './db/schema.js';

/** The daily mails wait for 07:00 in Algiers: they are there when the working day starts. */
export const DAILY_MAIL_ALGIERS_HOUR = 7;

/** Whether the Algiers wall clock has reached `hour` on its day. */
export const isAlgiersHourReached = (now: Date, hour = DAILY_MAIL_ALGIERS_HOUR) => algiersParts(now)!.hour >= hour;

/**
 * Claims the Algiers day of `now` for a daily job, once across every server instance and run: a row in
 * job_runs written in the caller's transaction, so the claim and the job's work commit or roll back together.
 * True when this call took the day, false when another run already had it.
 */
export async function claimAlgiersDay(trx: Transaction<DB>, job: string, now: Date): Promise<boolean> {
  const claimed = await trx
    .insertInto('job_runs')
    .values({ name: job, day: algiersDay(now) })
    .onConflict((oc) => oc.doNothing())
    .returning(sql<number>`1`.as('claimed'))
    .executeTakeFirst();
  return claimed !== undefined;
}
