import { http, type HttpResponse } from 'msw';
import { useBasketCount } from '../../src/storefront/basket/useBasketCount';
import type { Basket, BasketLineInfo } from '../../src/storefront/basket/types';
import { API, server } from './storefront';

/** Answers `GET path` with `reply`, recording the query parameters of each request. */
export function answerQuery(
  path: string,
  reply: (query: Record<string, string>) => Response | Promise<Response> | ReturnType<typeof HttpResponse.json>,
) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(`${API}${path}`, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      return reply(query);
    }),
  );
  return queries;
}

/** A basket as get_basket_info and the basket changes answer it, with totals from its lines. */
export function basketOf(lines: Partial<BasketLineInfo>[]): Basket {
  const products = lines.map((l, i) => ({
    id: i + 1,
    product_id: i + 1,
    name: `Product ${i + 1}`,
    selected_quantity: 1,
    product_quantity: 50,
    unity_price: 100,
    total_price: (l.unity_price ?? 100) * (l.selected_quantity ?? 1),
    ...l,
  }));
  const price = products.reduce((sum, l) => sum + l.total_price, 0);
  return {
    products,
    basket_id: 7,
    price_without_tax: price,
    tax_rate: 19,
    tax_amount: price * 0.19,
    basket_total_price: price * 1.19,
    can_checkout: true,
  };
}

/** The top bar's basket badge, as a number in `basket-count`: what the shared basket cache holds. */
export function BasketCount() {
  return <span data-testid="basket-count">{useBasketCount()}</span>;
}
