import type { GetListParams, GetListResult } from 'react-admin';
import type { BlobResult, HttpClient } from '../http/client';
import type { ResourceMap } from './index';
import type { AccountSummary } from '../contract/answers/accounts';

/** GET /pharmacy/account_summary (issue 30), amounts in dinars. */
export type { AccountSummary };

export interface TradeAccountCalls {
  accountSummary(): Promise<AccountSummary>;
  /** The statement of account PDF of a period (Algiers days YYYY-MM-DD, both included). */
  accountStatement(from: string, to: string): Promise<BlobResult>;
  /** POST /pharmacy/pay_invoices (issue 30 §4): the gateway's page for one card payment of these invoices. */
  payInvoices(invoiceIds: number[]): Promise<{ formUrl: string; orderNumber: string }>;
}

const page = async (
  client: HttpClient,
  path: string,
  key: string,
  params: GetListParams,
  query?: Record<string, string>,
): Promise<GetListResult> => {
  const { page: n = 1, perPage = 10 } = params.pagination ?? {};
  const payload = await client.call<Record<string, unknown>>(
    'GET',
    `${path}/${(n - 1) * perPage}/${perPage}`,
    query ? { query } : {},
  );
  const rows = (payload[key] as Record<string, unknown>[] | undefined) ?? [];
  return { data: rows.map((r) => ({ ...r, id: (r.invoice_id ?? r.id) as number })), total: Number(payload.total) || 0 };
};

/** The pharmacy's trade account (issue 30): `invoices` and `account_entries` lists, and its summary. */
export const tradeAccountResources: ResourceMap = {
  invoices: {
    getList: (client, params) =>
      page(client, '/pharmacy/invoices_list', 'invoices', params, params.filter?.unpaid ? { unpaid: '1' } : undefined),
  },
  account_entries: { getList: (client, params) => page(client, '/pharmacy/account_entries', 'entries', params) },
};

export const tradeAccountCalls = (client: HttpClient): TradeAccountCalls => ({
  accountSummary: () => client.call<AccountSummary>('GET', '/pharmacy/account_summary'),
  accountStatement: (from, to) => client.blob('GET', '/pharmacy/account_statement', { query: { from, to } }),
  payInvoices: (invoiceIds) =>
    client.call<{ formUrl: string; orderNumber: string }>('POST', '/pharmacy/pay_invoices', {
      body: { invoiceIds },
      idempotent: true,
    }),
});
