import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  ORDER_FILTER_PARAMS,
  type OrderFilterParam,
  orderFilterParams,
  orderListFilters,
  type OrderListArea,
  SORTED_ORDER_LISTS,
} from '../../src/contract/orderFilters.js';
import type { Database } from '../../server/db/index.js';
import type { DB } from '../../server/db/schema.js';
import { ApiError } from '../../server/http/envelope.js';
import {
  countsConditions,
  filtered,
  ORDER_FILTERS,
  type OrderFilterName,
  orderListFilterOf,
  type OrderListFilter,
  orderListQuerySchema,
} from '../../server/queries/orders/filters.js';

/**
 * The orders lists' table of filters (issue 39 §2): every filter it declares reaches the list's SQL and the count's
 * rule alike, so that no filter gets its total from maintained counts that ignore it; the parser, the querystring
 * schema and the browser's filters are the ones it declares. The totals themselves, on a database, are
 * tests/api/order-filter-counts.test.ts.
 */

/** A database that only compiles statements: the SQL a filter gives, without running it. */
const db = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
}) as unknown as Database;

/** A value of every filter of the table; a filter added without one here fails the type check. */
const SAMPLES: { [K in OrderFilterName]-?: NonNullable<OrderListFilter[K]> } = {
  search: 'benali',
  status: 2,
  state: 'attempts',
  paymentType: 1,
  wilayaId: 16,
  pharmacy: 7,
  pharmacyId: 7,
  from: new Date('2026-05-01T00:00:00+01:00'),
  before: new Date('2026-06-01T00:00:00+01:00'),
  fulfilment: 'delivered',
};

/** The statement of the orders a filter selects, with its parameters. */
const sqlOf = (f: OrderListFilter) => {
  const { sql, parameters } = filtered(db, f).selectAll().compile();
  return JSON.stringify([sql, parameters]);
};

const names = Object.keys(ORDER_FILTERS) as OrderFilterName[];

describe('the table of order filters', () => {
  it('has a sample of every filter, and nothing else', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...names].sort());
  });

  it.each(names)('gives %s a count rule', (name) => {
    const { counts } = ORDER_FILTERS[name];
    expect(counts === 'counted' || typeof counts === 'function').toBe(true);
  });

  it.each(names)('narrows the count of a list filtered by %s as it narrows its SQL', (name) => {
    const filter = { [name]: SAMPLES[name] } as OrderListFilter;
    // the filter reaches the SQL…
    expect(sqlOf(filter)).not.toBe(sqlOf({}));
    // …and the count: either counted for real, or from the maintained counts under a condition of its own
    const bare = countsConditions({});
    const counted = countsConditions(filter);
    expect(bare).not.toBeNull();
    if (counted !== null) expect(JSON.stringify(counted)).not.toBe(JSON.stringify(bare));
    // alike when other filters are set (a search, a date: counted anyway; a wilaya: still from the counts)
    const withWilaya = { ...filter, wilayaId: name === 'wilayaId' ? 31 : 16 };
    const counts = countsConditions(withWilaya);
    if (counts !== null) expect(JSON.stringify(counts)).not.toBe(JSON.stringify(countsConditions({ wilayaId: 16 })));
  });

  it('counts for real every list the maintained counts cannot answer, and sums them otherwise', () => {
    for (const name of names) {
      const rule = ORDER_FILTERS[name].counts;
      const conditions = countsConditions({ [name]: SAMPLES[name] } as OrderListFilter);
      if (rule === 'counted') expect(conditions, name).toBeNull();
    }
    // the maintained counts know the scope, the wilaya, the pharmacy and plain sets of stored states
    expect(countsConditions({ wilayaId: 16, pharmacy: 7, state: 'failed' })).toEqual([
      { column: 'state', in: ['failed'] },
      { column: 'wilaya_id', equals: 16 },
      { column: 'pharmacy_id', equals: 7 },
    ]);
    // a state that also reads other columns, and the status, are counted
    expect(countsConditions({ state: 'refunded' })).toBeNull();
    expect(countsConditions({ state: 'failed', status: 2 })).toBeNull();
  });
});

describe('the query parameters of the table', () => {
  const read = (param: OrderFilterParam) =>
    names.filter((name) => Object.keys(ORDER_FILTERS[name].params).includes(param));

  it('reads each parameter of src/contract/orderFilters.ts with exactly one filter, and no other', () => {
    for (const param of Object.keys(ORDER_FILTER_PARAMS) as OrderFilterParam[])
      expect(read(param), param).toHaveLength(1);
    for (const name of names)
      for (const param of Object.keys(ORDER_FILTERS[name].params)) expect(ORDER_FILTER_PARAMS).toHaveProperty(param);
  });

  it.each(['admin', 'franchise', 'pharmacy'] as OrderListArea[])(
    'gives the %s list the schema of the parameters it takes',
    (area) => {
      const schema = orderListQuerySchema(area) as unknown as { properties: Record<string, unknown> };
      const sorted = SORTED_ORDER_LISTS.includes(area) ? ['sort', 'order'] : [];
      expect(Object.keys(schema.properties).sort()).toEqual([...orderFilterParams(area), ...sorted].sort());
      expect(orderListFilters(area)).toEqual(orderFilterParams(area).filter((p) => p !== 'search'));
    },
  );

  it('reads only the parameters of the area', () => {
    const query = {
      wilaya: '16',
      pharmacy: '7',
      status: '2',
      payment_type: '1',
      fulfilment: 'delivered',
      sort: 'order_no',
    };
    expect(orderListFilterOf('admin', query)).toEqual({
      status: 2,
      paymentType: 1,
      wilayaId: 16,
      pharmacy: 7,
      fulfilment: 'delivered',
      sort: { field: 'order_no', order: 'desc' },
    });
    expect(orderListFilterOf('franchise', query)).toEqual({
      paymentType: 1,
      fulfilment: 'delivered',
      sort: { field: 'order_no', order: 'desc' },
    });
    expect(orderListFilterOf('pharmacy', query)).toEqual({ fulfilment: 'delivered' });
    expect(orderListFilterOf('pharmacy', { search: '  CMD-1 ', state: 'placed' })).toEqual({
      search: 'CMD-1',
      state: 'placed',
    });
    // a day in Algiers: from its midnight to the next (UTC+1)
    expect(orderListFilterOf('admin', { from: '2019-05-10', to: '2019-05-10' })).toEqual({
      from: new Date('2019-05-09T23:00:00Z'),
      before: new Date('2019-05-10T23:00:00Z'),
    });
  });

  it('refuses a bad value with its own message, the first bad one in the table’s order', () => {
    const refusal = (query: Record<string, string>) => {
      try {
        orderListFilterOf('admin', query);
      } catch (e) {
        if (e instanceof ApiError) return [e.code, e.opts.status, e.messageKey];
        throw e;
      }
      return null;
    };
    expect(refusal({ state: 'lost' })).toEqual([4000, 400, 'orderState.invalid']);
    expect(refusal({ payment_type: '3', wilaya: 'abc' })).toEqual([4000, 400, 'orderFilter.paymentType']);
    expect(refusal({ wilaya: 'abc', pharmacy: '-1' })).toEqual([4000, 400, 'orderFilter.wilaya']);
    expect(refusal({ pharmacy: '-1', from: 'x' })).toEqual([4000, 400, 'orderFilter.pharmacy']);
    expect(refusal({ from: '2019-02-30' })).toEqual([4000, 400, 'orderFilter.date']);
    expect(refusal({ to: '10/05/2019' })).toEqual([4000, 400, 'orderFilter.date']);
    expect(refusal({ from: '2019-05-12', to: '2019-05-10' })).toEqual([4000, 400, 'orderFilter.range']);
    expect(refusal({ fulfilment: 'lost' })).toEqual([4000, 400, 'fulfilment.invalid']);
    expect(refusal({ sort: 'pharmacy' })).toEqual([4000, 400, 'orderFilter.sort']);
    expect(refusal({ sort: 'toString' })).toEqual([4000, 400, 'orderFilter.sort']);
    expect(refusal({ order: 'up' })).toEqual([4000, 400, 'orderFilter.sort']);
    expect(refusal({ state: '', status: '', search: '  ' })).toBeNull();
  });
});
