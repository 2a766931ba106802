import { describe, expect, it } from 'vitest';
import { forgetSessions, SESSION_CACHE_MS, SessionCache } from '../../server/auth/sessionCache.js';

const pharmacy = (id: number) => ({ role: 'pharmacy' as const, id });

function liveCache() {
  const cache = new SessionCache();
  cache.setLive(true);
  return cache;
}

describe('SessionCache', () => {
  it('answers a kept session until its token expires, and never longer than its limit', () => {
    const cache = liveCache();
    cache.put('pharmacy:a', pharmacy(1), 1_000, cache.mark(), 0);
    cache.put('pharmacy:b', pharmacy(2), 10 * SESSION_CACHE_MS, cache.mark(), 0);
    expect(cache.get('pharmacy:a', 999)).toEqual(pharmacy(1));
    expect(cache.get('pharmacy:a', 1_000)).toBeUndefined();
    expect(cache.get('pharmacy:b', SESSION_CACHE_MS - 1)).toEqual(pharmacy(2));
    expect(cache.get('pharmacy:b', SESSION_CACHE_MS)).toBeUndefined();
    cache.close();
  });

  it('keeps nothing and answers nothing while the change notifications do not reach it', () => {
    const cache = new SessionCache();
    cache.put('pharmacy:a', pharmacy(1), 5_000, cache.mark(), 0);
    expect(cache.get('pharmacy:a', 1)).toBeUndefined();
    cache.setLive(true);
    cache.put('pharmacy:a', pharmacy(1), 5_000, cache.mark(), 0);
    cache.setLive(false);
    cache.setLive(true);
    // what was kept before the notifications stopped is gone: changes may have been missed meanwhile
    expect(cache.get('pharmacy:a', 1)).toBeUndefined();
    cache.close();
  });

  it("forgets an account's sessions on its notification, and only that account's", () => {
    const cache = liveCache();
    cache.put('pharmacy:a', pharmacy(1), 5_000, cache.mark(), 0);
    cache.put('pharmacy:b', pharmacy(1), 5_000, cache.mark(), 0);
    cache.put('pharmacy:c', pharmacy(2), 5_000, cache.mark(), 0);
    cache.put('franchise:d', { role: 'franchise', id: 1, wilayaId: 16 }, 5_000, cache.mark(), 0);
    cache.forget('pharmacy:1');
    expect(cache.get('pharmacy:a', 1)).toBeUndefined();
    expect(cache.get('pharmacy:b', 1)).toBeUndefined();
    expect(cache.get('pharmacy:c', 1)).toEqual(pharmacy(2));
    expect(cache.get('franchise:d', 1)).toEqual({ role: 'franchise', id: 1, wilayaId: 16 });
    cache.forget('*');
    expect(cache.get('pharmacy:c', 1)).toBeUndefined();
    cache.close();
  });

  it('does not keep the answer of a lookup that began before a change', () => {
    const cache = liveCache();
    const mark = cache.mark();
    // the token is revoked while its lookup is on its way: the lookup may have read the row as it was
    cache.forget('pharmacy:1');
    cache.put('pharmacy:a', pharmacy(1), 5_000, mark, 0);
    expect(cache.get('pharmacy:a', 1)).toBeUndefined();
    cache.close();
  });

  it('forgetSessions reaches every cache of the process', () => {
    const [one, two] = [liveCache(), liveCache()];
    for (const cache of [one, two]) cache.put('pharmacy:a', pharmacy(7), 5_000, cache.mark(), 0);
    forgetSessions('pharmacy', 7);
    expect(one.get('pharmacy:a', 1)).toBeUndefined();
    expect(two.get('pharmacy:a', 1)).toBeUndefined();
    one.close();
    two.close();
  });
});
