/**
 * The pharmacies' side of the order benchmark, in its own process (forked by orders.ts), so the clients' work
 * (HTTP, JSON of the base64 invoices) is not counted against the server's single thread. Each pharmacy in turn puts
 * a product in its basket (one of the scarce ones every tenth order) and places the order offline (special_payment,
 * invoice PDF included); only special_payment is timed.
 */
export interface ClientJob {
  apiUrl: string;
  pharmacies: {
    headers: Record<string, string>;
    addressId: number;
    /** the products this pharmacy orders (the job's `productIds` when absent) */
    productIds?: number[];
  }[];
  seconds: number;
  productIds: number[];
  scarceIds: number[];
  /** the quantities ordered, in turn (1, 2, 3 when absent) */
  quantities?: number[];
}

export interface ClientResult {
  placed: number;
  refused: number;
  failed: number;
  seconds: number;
  latencies: number[];
}

export async function placeOrders(o: ClientJob): Promise<ClientResult> {
  const latencies: number[] = [];
  let placed = 0;
  let refused = 0;
  let failed = 0;
  const end = Date.now() + o.seconds * 1000;
  const send = (method: string, path: string, headers: Record<string, string>, body: unknown) =>
    fetch(`${o.apiUrl}${path}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json', language: '2' },
      body: JSON.stringify(body),
    });
  let round = 0;
  const started = Date.now();
  await Promise.all(
    o.pharmacies.map(async (p) => {
      while (Date.now() < end) {
        const n = round++;
        const ids = p.productIds ?? o.productIds;
        const productId = n % 10 === 0 ? o.scarceIds[n % o.scarceIds.length]! : ids[(n * 7919) % ids.length]!;
        await (
          await send('POST', '/pharmacy/add_product_to_basket', p.headers, {
            product_id: productId,
            quantity: o.quantities ? o.quantities[n % o.quantities.length]! : 1 + (n % 3),
          })
        ).arrayBuffer();
        const t = performance.now();
        const res = await send('POST', '/pharmacy/special_payment', p.headers, { delivery_address: p.addressId });
        const body = (await res.json()) as { code: number };
        latencies.push(performance.now() - t);
        if (body.code === 2001) placed++;
        else if (res.status < 500) {
          refused++;
          await (await send('DELETE', '/pharmacy/empty_basket', p.headers, {})).arrayBuffer();
        } else failed++;
      }
    }),
  );
  return { placed, refused, failed, seconds: (Date.now() - started) / 1000, latencies };
}

// forked: one job from the parent, its result back
if (process.send) {
  process.once('message', (job: ClientJob) => {
    void placeOrders(job).then((result) => {
      process.send!(result, () => process.exit(0));
    });
  });
}
