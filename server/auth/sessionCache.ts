import type { Role } from '../../src/contract/constants.js';
import type { Account } from './account.js';

/** Channel of migration 013's triggers: `<role>:<account id>` when an account's sessions or scope change, `*` for all. */
export const SESSIONS_CHANNEL = 'portal_sessions';

/** How long a valid access token is trusted without asking the database, at most (never past its expiry). */
export const SESSION_CACHE_MS = 60_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  account: Account;
  until: number;
}

const caches = new Set<SessionCache>();

/**
 * Ends what every cache of this process knows of an account's sessions. Called where this process revokes tokens or
 * changes an account's scope, so its own next call never finds the old answer; other processes learn it from the
 * database's notification (migration 013).
 */
export function forgetSessions(role: Role, accountId: number): void {
  for (const cache of caches) cache.forget(`${role}:${accountId}`);
}

/**
 * The access tokens the guard found valid, so that a signed-in call costs one round trip to the database (its own
 * query) instead of two. It is only used while the database's change notifications reach it (`setLive`): a token
 * revoked, or an account deleted or moved to another wilaya, in any process, is forgotten as soon as its
 * transaction commits. A lookup started before a change is not kept (`generation`).
 */
export class SessionCache {
  private entries = new Map<string, Entry>();
  private generation = 0;
  private live = false;

  constructor() {
    caches.add(this);
  }

  close(): void {
    this.setLive(false);
    caches.delete(this);
  }

  /** Whether changes reach the cache; while they do not, it answers nothing and keeps nothing. */
  setLive(live: boolean): void {
    this.forget('*');
    this.live = live;
  }

  /** A token's key: its role and hash. */
  get(key: string, now: number): Account | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.account;
    this.entries.delete(key);
    return undefined;
  }

  /** Call before the database lookup whose answer may be kept; pass its result to `put`. */
  mark(): number {
    return this.generation;
  }

  put(key: string, account: Account, expiresAt: number, mark: number, now: number): void {
    if (!this.live || mark !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { account, until: Math.min(expiresAt, now + SESSION_CACHE_MS) });
  }

  /** A notification's payload: `<role>:<account id>`, or `*` for everything. */
  forget(what: string): void {
    this.generation++;
    if (what === '*') return this.entries.clear();
    const [role, id] = what.split(':');
    for (const [key, entry] of this.entries) {
      if (entry.account.role === role && String(entry.account.id) === id) this.entries.delete(key);
    }
  }
}
