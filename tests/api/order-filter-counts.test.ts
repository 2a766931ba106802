import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_FILTER_PARAMS,
  type OrderFilterParam,
  orderFilterParams,
  type OrderListArea,
} from '../../src/contract/orderFilters.js';
import { ORDER_FILTERS, type OrderFilterName } from '../../server/queries/orders/filters.js';
import { type AdminKit, startAdminKit } from './admin-fixtures.js';
import { franchiseWorld, type World } from './franchise-fixture.js';

/**
 * No filter of the orders lists gets a total that ignores it (issue 39 §2): for every filter of the table
 * (server/queries/orders/filters.ts), in every area that takes it, alone and beside a search, the list's total is
 * the number of orders its pages show, also asked past its last page. Each sample value changes the list, so a total
 * taken from the maintained counts without the filter would be the unfiltered list's and fail here.
 */
let kit: AdminKit;
let world: World;

/** Algiers' day (UTC+1), `days` from today. */
const algiersDay = (days: number) => new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A value of every query parameter that changes the list; a parameter added without one fails the type check. */
const SAMPLES: Record<OrderFilterParam, (w: World) => string> = {
  search: (w) => w.alger.paidOrder.order_no,
  status: () => '2',
  state: () => 'attempts',
  payment_type: () => '1',
  wilaya: (w) => String(w.oran.wilayaId),
  pharmacy: (w) => String(w.alger.pharmacyId),
  // the fixture's orders are placed now; the seed's over the last three months
  from: () => algiersDay(0),
  to: () => algiersDay(-1),
  fulfilment: () => 'delivered',
};

/** The filters without a query parameter, set by an area's scope, and the area that sets each. */
const SCOPES: Partial<Record<OrderFilterName, OrderListArea>> = { pharmacyId: 'pharmacy', wilayaId: 'franchise' };

/** Every pharmacy of the seed is a "Pharmacie …": named like this search, its orders are counted from the maintained counts. */
const BY_NAME = 'pharmacie';

const headersOf = (area: OrderListArea) =>
  area === 'admin' ? world.headers.admin : area === 'franchise' ? world.headers.alger : world.headers.pharmacyAlger;

/** Every order the list shows, page after page, its total, and the total it answers past its last page. */
async function wholeList(area: OrderListArea, query: string) {
  const page = async (offset: number) => {
    const res = await kit.call('GET', `/${area}/orders_list/${offset}/100?${query}`, undefined, headersOf(area));
    expect(res.status, `${area} ${query}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body.payload as { orders: { id: number }[]; total: number; total_exact?: false };
  };
  const first = await page(0);
  const ids = first.orders.map((o) => o.id);
  for (let last = first; last.orders.length === 100;) {
    last = await page(ids.length);
    ids.push(...last.orders.map((o) => o.id));
  }
  const past = await page(ids.length + 100);
  return { ids, total: first.total, exact: first.total_exact === undefined, pastTotal: past.total };
}

beforeAll(async () => {
  kit = await startAdminKit();
  world = await franchiseWorld(kit.api);
  // one delivered order, the Alger pharmacy's paid one: the fulfilment filter then keeps some of every list
  await kit.api.db
    .updateTable('orders')
    .set({ fulfilment: 'delivered' })
    .where('id', '=', world.alger.paidOrder.id)
    .execute();
});
afterAll(async () => kit?.api.close());

describe('the orders lists’ totals under each filter', () => {
  it('cover every filter of the table: its query parameters, or the area whose scope sets it', () => {
    for (const name of Object.keys(ORDER_FILTERS) as OrderFilterName[])
      expect(Object.keys(ORDER_FILTERS[name].params).length > 0 || SCOPES[name] !== undefined, name).toBe(true);
  });

  const cases: { area: OrderListArea; param: OrderFilterParam; search: string }[] = (
    ['admin', 'franchise', 'pharmacy'] as const
  ).flatMap((area) =>
    orderFilterParams(area).flatMap((param) =>
      (param === 'search' ? [''] : ['', BY_NAME]).map((search) => ({ area, param, search })),
    ),
  );

  it.each(cases)('$area: ?$param (search "$search") totals the orders it lists', async ({ area, param, search }) => {
    expect(ORDER_FILTER_PARAMS[param]).toContain(area);
    const searched = search ? `search=${search}&` : '';
    const bare = await wholeList(area, searched);
    const list = await wholeList(area, `${searched}${param}=${encodeURIComponent(SAMPLES[param](world))}`);
    // the sample changes the list, so that a total ignoring it would be wrong
    expect(list.ids.length).not.toBe(bare.ids.length);
    expect(new Set(list.ids).size).toBe(list.ids.length);
    expect(list).toMatchObject({ total: list.ids.length, exact: true, pastTotal: list.ids.length });
    expect(bare).toMatchObject({ total: bare.ids.length, exact: true, pastTotal: bare.ids.length });
  });
});
