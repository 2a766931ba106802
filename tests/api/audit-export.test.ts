import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenKeys } from '../../src/contract/constants';
import type { RaRecord } from 'react-admin';
import { startApi, type TestApi } from '../support/api';

/**
 * Issue 39 §5: the audit log's export holds every row of its filter. The server answers at most 100 entries a call;
 * the export asks the admin dataProvider for one big page, which must ask the server piece after piece. Run here
 * through the app's own code (the admin dataProvider over the HTTP client, the export's reading of the rows and its
 * CSV) against a real server holding 250 entries of one filter.
 */

/** The browser's storage, for the HTTP client's tokens and the interface language (this test runs in Node). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const ENTRIES = 250;
let api: TestApi;

beforeAll(async () => {
  api = await startApi();
  const admin = await api.db.selectFrom('admins').select(['id', 'email']).orderBy('id').executeTakeFirstOrThrow();
  // 250 edits of one resource, as 250 quick edits would leave them
  await api.db
    .insertInto('audit_log')
    .values(
      Array.from({ length: ENTRIES }, (_, i) => ({
        at: new Date(Date.UTC(2026, 10, 1, 8, 0, i)).toISOString(),
        actor_role: 'admin',
        actor_id: admin.id,
        actor_email: admin.email,
        action: 'update' as const,
        resource: 'carrier',
        resource_id: String(9000 + i),
        changes: JSON.stringify({ name: { old: `Carrier ${i}`, new: `Carrier ${i} bis` } }),
      })),
    )
    .execute();
});

afterAll(async () => {
  await api?.close();
});

describe('the audit log export (issue 39 §5)', () => {
  it('holds all 250 entries of its filter, though the server answers 100 at most per call', async () => {
    const storage = new MemoryStorage();
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    storage.setItem('lang', 'en');
    const headers = await api.login('admin');
    const keys = tokenKeys('admin');
    storage.setItem(keys.access, headers[keys.accessHeader]!);
    storage.setItem(keys.refresh, headers[keys.refreshHeader]!);
    // loaded once the storage is there: the role clients are made when their module loads
    const { setRuntimeConfig } = await import('../../src/config/runtime');
    setRuntimeConfig({ apiUrl: api.url });
    const { createAdminDataProvider } = await import('../../src/dataProvider/adminArea');
    const { HttpClient } = await import('../../src/http/client');
    const { listRowsToExport } = await import('../../src/resources/common/export/rows');
    const { toCsv } = await import('../../src/resources/common/export/table');

    // the requests the admin's client sends: the audit log is asked in pieces of at most 100
    const asked: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      const url = new URL(String(input));
      if (url.pathname.startsWith('/admin/audit_log/')) asked.push(url.pathname);
      return realFetch(input, init);
    };
    try {
      const dataProvider = createAdminDataProvider(new HttpClient('admin', storage));
      const filter = { resource: 'carrier' };
      const sort = { field: 'at', order: 'DESC' as const };
      // the list's own page still asks one page of 25
      const page = await dataProvider.getList('audit', { filter, sort, pagination: { page: 1, perPage: 25 } });
      expect(page.data).toHaveLength(25);
      expect(page.total).toBe(ENTRIES);
      asked.length = 0;

      const rows = await listRowsToExport<RaRecord & { resource_id: string }>(dataProvider, 'audit', { filter, sort });
      expect(rows).toHaveLength(ENTRIES);
      expect(new Set(rows.map((r) => r.resource_id)).size).toBe(ENTRIES);
      expect(asked).toEqual(['/admin/audit_log/0/100', '/admin/audit_log/100/100', '/admin/audit_log/200/100']);

      const csv = toCsv([{ label: 'Id', value: (r: { resource_id: string }) => r.resource_id }], rows, 'en');
      // the header line, then one line per entry
      expect(csv.trim().split(/\r?\n/)).toHaveLength(ENTRIES + 1);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
