import type { GetListParams, GetListResult } from 'react-admin';
import { Code } from '../contract/codes';
import { ApiError, type HttpClient } from '../http/client';
import type { ResourceMap } from './index';
import { listPages } from './paging';

type Row = Record<string, unknown> & { id: number };

/** One page of a `{<key>: rows, total}` call; a page bigger than the server's limit (an export) is asked in pieces. */
async function pages(
  client: HttpClient,
  path: string,
  key: string,
  params: GetListParams,
  query?: Record<string, string | undefined>,
): Promise<GetListResult> {
  return listPages(params, 25, async (offset, limit) => {
    const payload = await client.call<Record<string, unknown>>(
      'GET',
      `${path}/${offset}/${limit}`,
      query ? { query } : {},
    );
    const rows = (payload[key] as Row[] | undefined) ?? [];
    return {
      rows: rows.map((r) => ({ ...r, id: (r.invoice_id ?? r.id) as number })),
      total: Number(payload.total) || 0,
    };
  });
}

/** The terms a form read as update_credit_terms' `loaded` takes them (D104): null where the pharmacy uses the default. */
const loadedTermsOf = (r: Record<string, unknown>) => ({
  payment_terms_days: r.uses_default_terms ? null : r.payment_terms_days,
  credit_limit: r.uses_default_limit ? null : r.credit_limit,
});

/** Terms changed since the form read them; `current` is the account as it is now (the form shows it). */
export class StaleTerms extends Error {
  constructor(readonly current: Record<string, unknown>) {
    super('stale terms');
  }
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);

/**
 * Receivables in the back offices (issue 30 §5): `receivables` (those that owe most first, the admin's `filter.wilaya`),
 * `collections` (`filter.status`); for the admin, one pharmacy's `receivableInvoices` and `receivableEntries`
 * (`filter.pharmacyId`, `filter.unpaid`) and its account (`pharmacyAccount`, getOne).
 */
export function receivableResources(role: 'admin' | 'franchise'): ResourceMap {
  const own: ResourceMap = {
    receivables: {
      getList: (client, params) =>
        pages(
          client,
          `/${role}/receivables`,
          'pharmacies',
          params,
          role === 'admin' ? { wilaya: text(params.filter?.wilaya) } : undefined,
        ),
    },
    collections: {
      getList: (client, params) =>
        pages(client, `/${role}/collections`, 'collections', params, { status: text(params.filter?.status) }),
    },
  };
  if (role === 'franchise') return own;
  return {
    ...own,
    pharmacyAccount: {
      getOne: (client, id) => client.call<Row>('GET', `/admin/pharmacy_account/${encodeURIComponent(String(id))}`),
      // the terms form (PUT /admin/update_credit_terms) sends the terms it read (D104): the server refuses the save
      // (4099, the account as it is now) when they changed since
      update: async (client, id, data, previous) => {
        const res = await client.request('PUT', '/admin/update_credit_terms', {
          body: {
            pharmacyId: id,
            payment_terms_days: data.payment_terms_days,
            credit_limit: data.credit_limit,
            loaded: loadedTermsOf(previous),
          },
        });
        if (res.code === Code.STALE_EDIT) throw new StaleTerms((res.payload as Row[])[0]!);
        if (res.code !== Code.OK) throw new ApiError(res);
        return client.call<Row>('GET', `/admin/pharmacy_account/${encodeURIComponent(String(id))}`);
      },
    },
    receivableInvoices: {
      getList: (client, params) =>
        pages(
          client,
          `/admin/pharmacy_invoices/${encodeURIComponent(String(params.filter?.pharmacyId))}`,
          'invoices',
          params,
          params.filter?.unpaid ? { unpaid: '1' } : undefined,
        ),
    },
    receivableEntries: {
      getList: (client, params) =>
        pages(
          client,
          `/admin/pharmacy_entries/${encodeURIComponent(String(params.filter?.pharmacyId))}`,
          'entries',
          params,
        ),
    },
  };
}
