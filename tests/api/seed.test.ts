import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { taxOf, toDinars } from '../../src/contract/constants.js';
import { addressForm, categoryForm, franchiseForm, pharmacyForm, productForm } from '../../src/contract/forms.js';
import type { FormSpec } from '../../src/contract/validation.js';
import { validateForm } from '../../src/contract/validation.js';
import { loadConfig } from '../../server/config.js';
import { type Database, openDatabase } from '../../server/db/index.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { stampDuty } from '../../server/invoices/stampDuty.js';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts.js';
import { seedDemoData } from '../../server/seed/index.js';
import { ensureWilayas } from '../../server/seed/reference.js';
import { startApi, type TestApi } from '../support/api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

const count = async (q: { executeTakeFirstOrThrow: () => Promise<{ n: unknown }> }) =>
  Number((await q.executeTakeFirstOrThrow()).n);
const wilayaId = async (code: number) =>
  (await api.db.selectFrom('wilayas').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

/** Every row must pass the form the screens use to create or edit it: the demo data is data users could have typed. */
function expectValid(spec: FormSpec, values: Record<string, unknown>, what: string) {
  expect(
    validateForm(spec, values).map((e) => `${what}: ${e.path} fails ${e.rule} (${JSON.stringify(values[e.path])})`),
  ).toEqual([]);
}

describe('demo data (D4)', () => {
  test('the five demo accounts sign in with Demo@2026', async () => {
    for (const account of DEMO_ACCOUNTS.list) {
      const res = await api.call('POST', `/${account.role}/login`, {
        body: { email: account.email, password: DEMO_ACCOUNTS.password },
      });
      expect(res.body.code, account.email).toBe(2001);
    }
    const oran = await api.call('GET', '/franchise/get_franchise_info', {
      headers: await api.login('franchise', 'franchise.oran@demo.dz'),
    });
    expect(oran.body.payload[0].wilaya_code).toBe(31);
    const alger = await api.call('GET', '/franchise/get_franchise_info', {
      headers: await api.login('franchise', 'franchise@demo.dz'),
    });
    expect(alger.body.payload[0].wilaya_code).toBe(16);
    const ph = await api.call('GET', '/pharmacy/get_pharmacy_info', {
      headers: await api.login('pharmacy', 'pharmacy.oran@demo.dz'),
    });
    expect(ph.body.payload[0].wilaya).toBe(await wilayaId(31));
  });

  test('at least 30 pharmacies in Alger and 5 in Oran, each with its franchisee and a delivery address', async () => {
    const inWilaya = async (code: number) =>
      count(
        api.db
          .selectFrom('pharmacies')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('wilaya_id', '=', await wilayaId(code))
          .where('deleted_at', 'is', null),
      );
    expect(await inWilaya(16)).toBeGreaterThanOrEqual(30);
    expect(await inWilaya(31)).toBeGreaterThanOrEqual(5);
    const pharmacies = await api.db
      .selectFrom('pharmacies as p')
      .leftJoin('franchisees as f', 'f.id', 'p.franchisee_id')
      .select(['p.id', 'p.email', 'p.wilaya_id', 'f.wilaya_id as franchise_wilaya'])
      .execute();
    for (const p of pharmacies) if (p.franchise_wilaya !== null) expect(p.franchise_wilaya, p.email).toBe(p.wilaya_id);
    const algerAndOran = [await wilayaId(16), await wilayaId(31)];
    for (const p of pharmacies.filter((x) => algerAndOran.includes(x.wilaya_id)))
      expect(p.franchise_wilaya, p.email).not.toBeNull();
    const addresses = await api.db.selectFrom('addresses').select(['pharmacy_id', 'address']).execute();
    expect(new Set(addresses.map((a) => a.pharmacy_id)).size).toBe(pharmacies.length);
    for (const a of addresses) expectValid(addressForm, a, `address of pharmacy ${a.pharmacy_id}`);
  });

  test('every seeded franchisee, pharmacy, category and product passes the shared form specs', async () => {
    for (const f of await api.db.selectFrom('franchisees').selectAll().execute())
      expectValid(
        franchiseForm,
        {
          first_name: f.first_name,
          last_name: f.last_name,
          email: f.email,
          phone1: f.phone1,
          phone2: f.phone2,
          adress1: f.adress1,
          adress2: f.adress2,
          zip: f.zip,
          wilaya: f.wilaya_id,
          Id_type: f.id_type,
          personal_id: f.personal_id,
        },
        f.email,
      );
    for (const p of await api.db.selectFrom('pharmacies').selectAll().execute())
      expectValid(
        pharmacyForm,
        {
          pharm_name: p.name,
          pharm_email: p.email,
          pharm_phone1: p.phone1,
          pharm_phone2: p.phone2,
          rc: p.rc,
          nif: p.nif,
          rib: p.rib,
          zip: p.zip,
          adress1: p.address1,
          adress2: p.address2,
          poc_first_name: p.poc_first_name,
          poc_last_name: p.poc_last_name,
          poc_email: p.poc_email,
          poc_phone: p.poc_phone,
        },
        p.email,
      );
    for (const c of await api.db.selectFrom('categories').selectAll().execute())
      expectValid(
        categoryForm,
        { nameFR: c.name_fr, nameEN: c.name_en, descriptionFR: c.description_fr, descriptionEN: c.description_en },
        c.name_en,
      );
    for (const p of await api.db.selectFrom('products').selectAll().execute())
      expectValid(
        productForm,
        {
          category_fk: p.category_id,
          name: p.name,
          ref: p.ref,
          quantity: p.quantity,
          cost: toDinars(p.cost),
          price: toDinars(p.price),
          customer_price: toDinars(p.customer_price),
          descriptionEn: p.description_en,
          descriptionFr: p.description_fr,
        },
        p.ref,
      );
  });

  test('6+ categories, 40+ products mostly in stock, with sensible prices in centimes', async () => {
    const categories = await api.db.selectFrom('categories').select('id').execute();
    expect(categories.length).toBeGreaterThanOrEqual(6);
    const products = await api.db.selectFrom('products').selectAll().execute();
    expect(products.length).toBeGreaterThanOrEqual(40);
    expect(products.filter((p) => p.quantity >= 10).length / products.length).toBeGreaterThanOrEqual(0.8);
    for (const p of products) {
      expect(p.price % 100, p.ref).toBe(0); // whole dinars in the data, stored as centimes
      expect(p.price, p.ref).toBeGreaterThan(10_000); // more than 100 DA
      expect(p.cost, p.ref).toBeLessThan(p.price);
      expect(p.price, p.ref).toBeLessThan(p.customer_price);
    }
    // every category is used
    expect(new Set(products.map((p) => p.category_id)).size).toBe(categories.length);
  });

  test('each product has images with exactly one main, present on disk and served under /media with caching headers', async () => {
    const images = await api.db
      .selectFrom('product_images')
      .selectAll()
      .orderBy('product_id')
      .orderBy('position')
      .execute();
    const products = await api.db.selectFrom('products').select('id').execute();
    for (const { id } of products) {
      const own = images.filter((i) => i.product_id === id);
      expect(own.length, `product ${id}`).toBeGreaterThanOrEqual(2);
      expect(
        own.filter((i) => i.is_main),
        `product ${id}`,
      ).toHaveLength(1);
      expect(own[0]!.is_main).toBe(true);
    }
    for (const img of images) {
      expect(img.path).toMatch(/^products\/PF-\d{4}-\d\.webp$/);
      expect(fs.statSync(path.join(api.config.dataDir, 'media', img.path)).size).toBeGreaterThan(1000);
    }
    const res = await fetch(`${api.url}/media/${images[0]!.path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
  });

  test('20+ past orders over 90 days in Alger and Oran, the demo pharmacies several times, some paid and some pending', async () => {
    const orders = await api.db
      .selectFrom('orders as o')
      .innerJoin('pharmacies as p', 'p.id', 'o.pharmacy_id')
      .innerJoin('wilayas as w', 'w.id', 'o.wilaya_id')
      .select([
        'o.id',
        'o.order_no',
        'o.status',
        'o.state',
        'o.payement_type',
        'o.created_at',
        'o.paid_at',
        'o.address',
        'p.email',
        'p.wilaya_id as pharmacy_wilaya',
        'o.wilaya_id',
        'w.code',
      ])
      .orderBy('o.id')
      .execute();
    expect(orders.length).toBeGreaterThanOrEqual(20);
    expect(new Set(orders.map((o) => o.code))).toEqual(new Set([16, 31]));
    expect(orders.filter((o) => o.code === 31).length).toBeGreaterThanOrEqual(5);
    expect(orders.filter((o) => o.email === 'pharmacy@demo.dz').length).toBeGreaterThanOrEqual(3);
    expect(orders.filter((o) => o.email === 'pharmacy.oran@demo.dz').length).toBeGreaterThanOrEqual(3);
    expect(new Set(orders.map((o) => o.email)).size).toBeGreaterThanOrEqual(10);

    const paid = orders.filter((o) => o.status === 1);
    const pending = orders.filter((o) => o.status === 2);
    expect(paid.length).toBeGreaterThan(0);
    expect(pending.length).toBeGreaterThan(0);
    for (const o of paid) expect(o.state).toBe('paid');
    for (const o of paid) expect(o.paid_at).toBeInstanceOf(Date);
    for (const o of pending) expect([o.state, o.payement_type]).toEqual(['pending_validation', 1]);
    expect(orders.some((o) => o.payement_type === 1) && orders.some((o) => o.payement_type === 2)).toBe(true);
    for (const demo of ['pharmacy@demo.dz', 'pharmacy.oran@demo.dz'])
      expect(orders.filter((o) => o.email === demo && o.status === 2).length, demo).toBeGreaterThan(0);

    const now = Date.now();
    for (const o of orders) {
      expect(o.wilaya_id).toBe(o.pharmacy_wilaya);
      expect(now - o.created_at.getTime()).toBeLessThanOrEqual(90 * 86_400_000);
      expect(o.created_at.getTime()).toBeLessThan(now);
      expect(o.order_no).toBe(`CMD-${o.created_at.getUTCFullYear()}-${String(o.id).padStart(6, '0')}`);
      expectValid(addressForm, { address: o.address }, o.order_no);
    }
    // numbers follow the dates
    for (let i = 1; i < orders.length; i++)
      expect(orders[i]!.created_at.getTime()).toBeGreaterThan(orders[i - 1]!.created_at.getTime());
  });

  test('order totals add up: lines, VAT at TAX_RATE on the sum, stamp duty on cash orders; each order invoiced once', async () => {
    const orders = await api.db.selectFrom('orders').selectAll().execute();
    const lines = await api.db.selectFrom('order_lines').selectAll().execute();
    const products = new Map(
      (await api.db.selectFrom('products').select(['id', 'price', 'ref']).execute()).map((p) => [p.id, p]),
    );
    for (const o of orders) {
      const own = lines.filter((l) => l.order_id === o.id);
      expect(own.length, o.order_no).toBeGreaterThanOrEqual(1);
      expect(own.length, o.order_no).toBeLessThanOrEqual(5);
      expect(new Set(own.map((l) => l.product_id)).size).toBe(own.length);
      for (const l of own) {
        expect(l.unit_price).toBe(products.get(l.product_id!)!.price);
        expect(l.ref).toBe(products.get(l.product_id!)!.ref);
        expect(l.total).toBe(l.unit_price * l.quantity);
      }
      const sum = own.reduce((s, l) => s + l.total, 0);
      expect(o.price_without_tax).toBe(sum);
      expect(Number(o.tax_rate)).toBe(api.config.taxRate);
      expect(o.tax_amount).toBe(taxOf(sum, api.config.taxRate));
      const duty = o.payement_type === 1 ? stampDuty(sum + o.tax_amount, api.config.stampDuty) : 0;
      expect(o.stamp_duty).toBe(duty);
      expect(o.total).toBe(sum + o.tax_amount + duty);
    }
    const invoices = await api.db.selectFrom('invoices').selectAll().orderBy('year').orderBy('seq').execute();
    expect(invoices.map((i) => i.order_id).sort((a, b) => a - b)).toEqual(
      orders.map((o) => o.id).sort((a, b) => a - b),
    );
    // gap-free per year
    for (const year of new Set(invoices.map((i) => i.year)))
      expect(invoices.filter((i) => i.year === year).map((i) => i.seq)).toEqual(
        Array.from({ length: invoices.filter((i) => i.year === year).length }, (_, k) => k + 1),
      );
  });

  test('every fulfilment feature has its demo: orders to prepare, partly shipped, shipped and delivered, with carriers (issue 28)', async () => {
    const carriers = await api.db.selectFrom('carriers').select(['name', 'is_demo']).execute();
    expect(carriers.length).toBeGreaterThanOrEqual(4);
    expect(carriers.every((c) => c.is_demo)).toBe(true);
    const demo = await api.db
      .selectFrom('pharmacies')
      .select('id')
      .where('email', '=', 'pharmacy@demo.dz')
      .executeTakeFirstOrThrow();
    const orders = await api.db
      .selectFrom('orders')
      .select(['id', 'pharmacy_id', 'fulfilment'])
      .where('state', '=', 'paid')
      .execute();
    const states = new Set(orders.map((o) => o.fulfilment));
    for (const state of ['to_prepare', 'partly_shipped', 'shipped', 'delivered'])
      expect(states, state).toContain(state);
    // the demo pharmacy sees an order on its way with a tracking link
    expect(orders.find((o) => o.pharmacy_id === demo.id && o.fulfilment === 'partly_shipped')).toBeDefined();
    const shipments = await api.db
      .selectFrom('shipments as s')
      .innerJoin('orders as o', 'o.id', 's.order_id')
      .select(['o.fulfilment', 's.delivered_at', 's.tracking_no'])
      .execute();
    for (const s of shipments)
      expect(s.delivered_at !== null, `${s.fulfilment} shipment`).toBe(s.fulfilment === 'delivered');
    expect(shipments.filter((s) => s.fulfilment === 'partly_shipped').every((s) => s.tracking_no)).toBe(true);
  });

  test('the demo pharmacy has an open dispute with a photo and messages, and one settled by a credit note (issue 28)', async () => {
    const disputes = await api.db
      .selectFrom('disputes as d')
      .innerJoin('pharmacies as p', 'p.id', 'd.pharmacy_id')
      .innerJoin('wilayas as w', 'w.id', 'd.wilaya_id')
      .select([
        'd.id',
        'd.order_id',
        'd.opened_at',
        'd.due_at',
        'd.resolution',
        'd.resolved_at',
        'd.credit_note_id',
        'p.email',
        'w.code',
      ])
      .orderBy('d.id')
      .execute();
    expect(disputes.map((d) => [d.email, d.code, d.resolution])).toEqual([
      ['pharmacy@demo.dz', 16, null],
      ['pharmacy@demo.dz', 16, 'credit_note'],
    ]);
    const [open, settled] = disputes as [(typeof disputes)[number], (typeof disputes)[number]];
    for (const d of disputes) {
      const last = await api.db
        .selectFrom('shipments')
        .select('delivered_at')
        .where('order_id', '=', d.order_id)
        .executeTakeFirstOrThrow();
      expect(d.opened_at.getTime()).toBeGreaterThan(last.delivered_at!.getTime());
      expect(d.due_at.getTime()).toBeGreaterThan(d.opened_at.getTime());
    }

    const photos = await api.db
      .selectFrom('dispute_photos')
      .select(['id', 'path'])
      .where('dispute_id', '=', open.id)
      .execute();
    expect(photos).toHaveLength(1);
    expect(photos[0]!.path).toMatch(/^disputes\/[0-9a-f-]{36}\.webp$/);
    // served to the demo pharmacy by its guarded call, never by the public /media/ (D116)
    const photo = await api.call('GET', `/pharmacy/dispute_photo/${photos[0]!.id}`, {
      headers: await api.login('pharmacy'),
    });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetch(`${api.url}/media/${photos[0]!.path}`)).status).toBe(404);
    const messages = await api.db
      .selectFrom('dispute_messages')
      .select('author_role')
      .where('dispute_id', '=', open.id)
      .orderBy('id')
      .execute();
    expect(messages.map((m) => m.author_role)).toEqual(['pharmacy', 'admin']);
    expect(
      await api.db
        .selectFrom('dispute_lines')
        .select(['quantity', 'reason'])
        .where('dispute_id', '=', open.id)
        .execute(),
    ).toEqual([{ quantity: 1, reason: 'damaged' }]);

    const note = await api.db
      .selectFrom('credit_notes')
      .selectAll()
      .where('id', '=', settled.credit_note_id!)
      .executeTakeFirstOrThrow();
    expect(note).toMatchObject({ dispute_id: settled.id, order_id: settled.order_id, source: 'dispute', seq: 1 });
    expect(note.number).toBe(`AV-${note.year}-000001`);
    const invoice = await api.db
      .selectFrom('invoices')
      .select('number')
      .where('order_id', '=', settled.order_id)
      .executeTakeFirstOrThrow();
    expect(note.invoice_number).toBe(invoice.number);
    const [line] = await api.db
      .selectFrom('credit_note_lines')
      .selectAll()
      .where('credit_note_id', '=', note.id)
      .execute();
    const ordered = await api.db
      .selectFrom('order_lines')
      .select('unit_price')
      .where('order_id', '=', settled.order_id)
      .where('product_id', '=', line!.product_id)
      .executeTakeFirstOrThrow();
    expect([line!.quantity, line!.unit_price, Number(note.price_without_tax)]).toEqual([
      1,
      ordered.unit_price,
      ordered.unit_price,
    ]);
    expect(Number(note.tax_amount)).toBe(taxOf(ordered.unit_price, api.config.taxRate));
    expect(Number(note.total)).toBe(Number(note.price_without_tax) + Number(note.tax_amount) + Number(note.stamp_duty));
    expect(settled.resolved_at!.getTime()).toBe(new Date(note.issued_at).getTime());

    // what the screens read: the admin's queue, the franchisee of Alger, the pharmacy's credit note PDF
    const queue = await api.call('GET', '/admin/disputes_list/0/10', {
      headers: await api.login('admin', 'admin@demo.dz'),
    });
    expect(queue.body.payload.disputes.map((d: { id: number; status: string }) => [d.id, d.status])).toEqual([
      [open.id, 'open'],
      [settled.id, 'resolved'],
    ]);
    const alger = await api.call('GET', '/franchise/disputes_list/0/10', {
      headers: await api.login('franchise', 'franchise@demo.dz'),
    });
    expect(alger.body.payload.total).toBe(2);
    const pdf = await api.call('GET', `/pharmacy/credit_note/${note.id}`, {
      headers: await api.login('pharmacy', 'pharmacy@demo.dz'),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('the demo pharmacy and one other pharmacy received a recalled lot; the other has answered (issue 29)', async () => {
    const reached = await api.db
      .selectFrom('recall_pharmacies as rp')
      .innerJoin('pharmacies as p', 'p.id', 'rp.pharmacy_id')
      .select([
        'rp.recall_id',
        'p.email',
        'rp.quantity_shipped',
        'rp.acknowledged_at',
        'rp.quantity_on_hand',
        'rp.reminded_at',
      ])
      .orderBy('rp.acknowledged_at', (o) => o.asc().nullsFirst())
      .execute();
    expect(reached).toHaveLength(2);
    const [demo, other] = reached as [(typeof reached)[number], (typeof reached)[number]];
    expect(demo).toMatchObject({ email: 'pharmacy@demo.dz', acknowledged_at: null, reminded_at: null });
    expect(other.email).not.toBe('pharmacy@demo.dz');
    expect(other).toMatchObject({ quantity_on_hand: 1, acknowledged_at: expect.any(Date) });
    const recall = await api.db.selectFrom('recalls').selectAll().executeTakeFirstOrThrow();
    const lot = await api.db
      .selectFrom('lots')
      .select(['blocked', 'sellable'])
      .where('id', '=', recall.lot_id!)
      .executeTakeFirstOrThrow();
    expect(lot).toEqual({ blocked: true, sellable: false });
    // what the screens read: the pharmacy's banner, the admin's progress and trace
    const mine = await api.call('GET', '/pharmacy/recalls', {
      headers: await api.login('pharmacy', 'pharmacy@demo.dz'),
    });
    expect(mine.body.payload.recalls).toEqual([
      expect.objectContaining({
        recall_id: recall.id,
        acknowledged_at: null,
        quantity_received: demo.quantity_shipped,
      }),
    ]);
    const adminHeaders = await api.login('admin', 'admin@demo.dz');
    const details = (await api.call('GET', `/admin/recall_details/${recall.id}`, { headers: adminHeaders })).body
      .payload[0];
    expect(details).toMatchObject({
      pharmacies_reached: 2,
      pharmacies_answered: 1,
      quantity_shipped: demo.quantity_shipped + other.quantity_shipped,
      quantity_declared: 1,
    });
    const trace = (await api.call('GET', `/admin/recall_trace/${recall.id}/0/50`, { headers: adminHeaders })).body
      .payload;
    expect(trace.lines.reduce((sum: number, l: { quantity: number }) => sum + l.quantity, 0)).toBe(
      details.quantity_shipped,
    );
  });

  test('the demo sells as a distributor does: a contract list, a tiered group list, an Oran list and promotions (issue 40)', async () => {
    const productId = async (ref: string) =>
      (await api.db.selectFrom('products').select('id').where('ref', '=', ref).executeTakeFirstOrThrow()).id;
    const priceFor = async (email: string, ref: string) =>
      (
        await api.call('POST', '/pharmacy/product_details', {
          headers: await api.login('pharmacy', email),
          body: { id: await productId(ref) },
        })
      ).body.payload as { price: number; base_price: number; tiers: { min_quantity: number; price: number }[] };
    // the contract list of pharmacy@demo.dz: 8 % off, 12 % from 24 units; another pharmacy of Alger pays the catalogue
    const contract = await priceFor('pharmacy@demo.dz', 'PF-0003');
    expect(contract.price).toBe(Math.round(contract.base_price * 0.92));
    expect(contract.tiers).toContainEqual({ min_quantity: 24, price: Math.round(contract.base_price * 0.88) });
    const other = await api.db
      .selectFrom('pharmacies as p')
      .leftJoin('pharmacy_group_members as m', 'm.pharmacy_id', 'p.id')
      .select('p.email')
      .where('m.group_id', 'is', null)
      .where('p.wilaya_id', '=', await wilayaId(16))
      .where('p.deleted_at', 'is', null)
      .where('p.email', '!=', 'pharmacy@demo.dz')
      .executeTakeFirstOrThrow();
    const plain = await priceFor(other.email, 'PF-0003');
    expect(plain.price).toBe(plain.base_price);
    // the group of large pharmacies (the demo pharmacy is one): tiers from 6 and 12 units
    const grouped = await priceFor('pharmacy@demo.dz', 'PF-0002');
    expect(grouped.tiers.map((t) => t.min_quantity)).toEqual([6, 12]);
    // the wilaya of Oran's list
    const oran = await priceFor('pharmacy.oran@demo.dz', 'PF-0004');
    expect(oran.price).toBe(Math.round(oran.base_price * 0.96));
    // the promotions' three tabs, with the capped "10 + 2" and a laboratory's percentage running
    const admin = await api.login('admin', 'admin@demo.dz');
    const running = (await api.call('GET', '/admin/promotions?state=running', { headers: admin })).body.payload;
    expect(running).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'free_units', buy_quantity: 10, free_quantity: 2, max_free_units: 60 }),
        expect.objectContaining({ kind: 'percent', percent: 15, brand: expect.any(String) }),
      ]),
    );
    for (const state of ['coming', 'ended'])
      expect((await api.call('GET', `/admin/promotions?state=${state}`, { headers: admin })).body.payload).toHaveLength(
        1,
      );
    const brands = (await api.call('GET', '/admin/brands', { headers: admin })).body.payload;
    expect(brands.length).toBeGreaterThanOrEqual(4);
  });

  test('the demo has back-orders waiting on a sold-out product, one of a pharmacy holding its order until complete (issue 41, D125)', async () => {
    const waiting = await api.db
      .selectFrom('backorders as b')
      .innerJoin('pharmacies as ph', 'ph.id', 'b.pharmacy_id')
      .leftJoin('backorder_holds as h', 'h.id', 'b.hold_id')
      .select(['ph.backorder_policy', 'b.hold_id', 'b.source_order_id', 'h.released_at'])
      .where('b.status', '=', 'waiting')
      .execute();
    expect(waiting.length).toBeGreaterThanOrEqual(3);
    const held = waiting.filter((b) => b.hold_id !== null);
    expect(held).toEqual([
      { backorder_policy: 'hold', hold_id: expect.any(Number), source_order_id: expect.any(Number), released_at: null },
    ]);
    const order = await api.db
      .selectFrom('orders')
      .select(['state', 'fulfilment', 'hold_id'])
      .where('id', '=', held[0]!.source_order_id!)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ state: 'pending_validation', fulfilment: null, hold_id: held[0]!.hold_id });
  });

  test('the seed runs only on an empty database and gives the same data every time', async () => {
    const log = pino({ level: 'silent' });
    expect(await seedDemoData(api.db, api.config, log)).toBe(false);
    expect(await count(api.db.selectFrom('wilayas').select((eb) => eb.fn.countAll().as('n')))).toBe(69);

    // a second, independent database seeded the same way
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-again-'));
    const other: Database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    try {
      await migrateToLatest(other);
      expect(await seedDemoData(other, loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), log)).toBe(true);
      const shape = async (db: Database) =>
        (
          await db
            .selectFrom('orders as o')
            .innerJoin('pharmacies as p', 'p.id', 'o.pharmacy_id')
            .select(['o.order_no', 'p.email', 'o.status', 'o.payement_type', 'o.total'])
            .orderBy('o.id')
            .execute()
        ).map((o) => ({ ...o, order_no: o.order_no.slice(-6) }));
      expect(await shape(other)).toEqual(await shape(api.db));
    } finally {
      await other.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('the wilayas are reference data: added on every start when missing, never duplicated', async () => {
    expect(await ensureWilayas(api.db)).toBe(0);
    await api.db.deleteFrom('wilayas').where('code', '=', 69).execute();
    expect(await ensureWilayas(api.db)).toBe(1);
    const reform = await api.db
      .selectFrom('wilayas')
      .select(['name', 'from2027'])
      .where('code', '=', 69)
      .executeTakeFirstOrThrow();
    expect(reform).toEqual({ name: 'Messaad', from2027: true });
    expect(await count(api.db.selectFrom('wilayas').select((eb) => eb.fn.countAll().as('n')))).toBe(69);
  });
});
