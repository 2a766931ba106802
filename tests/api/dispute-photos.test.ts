import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPUTE_PHOTOS_PER_HOUR } from '../../src/contract/disputes.js';
import { secondInstance, startApi, type TestApi } from '../support/api.js';
import { insertOrder } from '../support/orders.js';
import { paymentFixture } from './payment-fixtures.js';

/**
 * Issue 37 §10 and §11 (D115, D116): a dispute photo's pixels and depth are read from its header and refused before
 * any decoding; a pharmacy sends one dispute with photos at a time and 30 photos an hour (counted in the database);
 * the decoding queue is never held by one pharmacy; the photos are answered only to the pharmacy, its wilaya's
 * franchisee and the admin, `private, no-store`, and never by the public /media/.
 */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
let admin: { id: number; headers: Record<string, string> };
let oranPharmacy: Record<string, string>;
let algerFranchise: Record<string, string>;
let oranFranchise: Record<string, string>;
/** A legal photo at the limit (25 megapixels, 8 bits): a flat PNG of 5000 × 5000, small in bytes, slow-ish to decode. */
let atLimit: Buffer;
let small: Buffer;

beforeAll(async () => {
  api = await startApi();
  fx = paymentFixture(api);
  admin = await fx.admin();
  [oranPharmacy, algerFranchise, oranFranchise] = await Promise.all([
    api.login('pharmacy', 'pharmacy.oran@demo.dz'),
    api.login('franchise', 'franchise@demo.dz'),
    api.login('franchise', 'franchise.oran@demo.dz'),
  ]);
  atLimit = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#8a6a4a' } })
    .png()
    .toBuffer();
  small = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c03030' } })
    .png()
    .toBuffer();
});
afterAll(async () => api?.close());

const DAY = 86_400_000;
let seq = 0;
type Pharmacy = Awaited<ReturnType<ReturnType<typeof paymentFixture>['pharmacy']>>;

/** A delivered offline order of `quantity` units of one new product, for the pharmacy. */
async function deliveredOrder(ph: Pharmacy, quantity = 2) {
  const product = await fx.product(100, 10_000);
  const order = await insertOrder(api, {
    pharmacyId: ph.id,
    orderNo: `DPH${Date.now().toString(36).toUpperCase()}${++seq}`,
    address: '5 rue Larbi Ben Mhidi, Alger',
    status: 1,
    payementType: 1,
    state: 'paid',
    paidAt: new Date(),
    lines: [{ productId: product, ref: `R${product}`, name: 'Crème hydratante', quantity, unitPrice: 10_000 }],
  });
  const s = await api.db
    .insertInto('shipments')
    .values({
      order_id: order.id,
      pharmacy_id: ph.id,
      kind: 'order',
      delivered_at: new Date(Date.now() - DAY),
      receiver_name: 'Amina',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await api.db.insertInto('shipment_lines').values({ shipment_id: s.id, product_id: product, quantity }).execute();
  return { orderId: order.id, product };
}

/** The multipart body of open_dispute: one damaged unit of the product, with the photos. */
function disputeForm(orderId: number, product: number, photos: [name: string, bytes: Buffer][]) {
  const f = new FormData();
  f.append('orderID', String(orderId));
  f.append('lines', JSON.stringify([{ product_id: product, quantity: 1, reason: 'damaged' }]));
  f.append('comment', 'Carton écrasé');
  for (const [name, bytes] of photos)
    f.append('photos', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  return f;
}

const send = (
  ph: { headers: Record<string, string> },
  orderId: number,
  product: number,
  photos: [string, Buffer][],
  lang = '2',
) =>
  api.call('POST', '/pharmacy/open_dispute', {
    headers: { ...ph.headers, language: lang },
    form: disputeForm(orderId, product, photos),
  });

const photoDir = () => path.join(api.config.dataDir, 'media', 'disputes');
const photoFiles = () => new Set(fs.existsSync(photoDir()) ? fs.readdirSync(photoDir()) : []);
const added = (before: Set<string>) => [...photoFiles()].filter((f) => !before.has(f));

async function disputesOf(orderId: number) {
  const disputes = await api.db
    .selectFrom('disputes')
    .select('id')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const photos = disputes.length
    ? await api.db
        .selectFrom('dispute_photos')
        .select(['id', 'dispute_id', 'path'])
        .where(
          'dispute_id',
          'in',
          disputes.map((d) => d.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return { disputes, photos };
}

/** The photos counted against the pharmacy's hour (auth_attempts rows of its key). */
const counted = async (pharmacyId: number) =>
  (
    await api.db
      .selectFrom('auth_attempts')
      .select('id')
      .where('key', '=', `dispute_photos:pharmacy:${pharmacyId}`)
      .execute()
  ).length;

describe('a dispute photo too big to decode (§10)', () => {
  it('over 25 megapixels or 8 bits per colour: refused from its header, at once, nothing decoded, counted or stored', async () => {
    const ph = await fx.pharmacy();
    const { orderId, product } = await deliveredOrder(ph);
    // 48 megapixels at 16 bits of a flat colour: a few hundred KB that would take seconds to decode
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#808080' } })
      .toColourspace('rgb16')
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(400_000);
    expect((await sharp(huge).metadata()).depth).toBe('ushort');
    const before = photoFiles();

    const t0 = Date.now();
    const refused = await send(ph, orderId, product, [
      ['carton.png', small],
      ['huge.png', huge],
    ]);
    const ms = Date.now() - t0;
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(4000);
    expect(refused.body.meta).toBe(
      '"huge.png" is 48 megapixels (8000 × 6000): a dispute photo has at most 25. Make it smaller, or take it again at normal resolution.',
    );
    // the header alone was read: well under the seconds its decoding takes
    expect(ms).toBeLessThan(1500);

    const fr = await send(ph, orderId, product, [['huge.png', huge]], '1');
    expect(fr.body.meta).toBe(
      '« huge.png » fait 48 mégapixels (8000 × 6000) : une photo de réclamation en a 25 au plus. Réduisez-la, ou reprenez-la en résolution normale.',
    );
    const ar = await send(ph, orderId, product, [['huge.png', huge]], '3');
    expect(ar.body.meta).toBe(
      '«huge.png» بدقة 48 ميغابكسل (8000 × 6000): لا تتجاوز صورة الشكوى 25 ميغابكسل. صغّرها أو التقطها من جديد بالدقة العادية.',
    );

    // one pixel row over the limit never reads as the limit itself
    const justOver = await sharp({ create: { width: 5000, height: 5001, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    expect((await send(ph, orderId, product, [['over.png', justOver]])).body.meta).toMatch(
      /^"over\.png" is 25\.1 megapixels \(5000 × 5001\)/,
    );

    // 16 bits per colour within the pixels
    const deep = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#808080' } })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    const tooDeep = await send(ph, orderId, product, [['scan.png', deep]]);
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.meta).toBe(
      '"scan.png" is saved with 16 bits per colour: a dispute photo has at most 8. Save it as JPEG.',
    );

    expect(await disputesOf(orderId)).toEqual({ disputes: [], photos: [] });
    expect(added(before)).toEqual([]);
    expect(await counted(ph.id)).toBe(0);

    // at the limit: 25 megapixels at 8 bits are taken, decoded once and stored
    const taken = await send(ph, orderId, product, [['limit.png', atLimit]]);
    expect(taken.body.code).toBe(2001);
    const { disputes, photos } = await disputesOf(orderId);
    expect(disputes).toHaveLength(1);
    expect(photos).toHaveLength(1);
    expect(added(before)).toEqual([path.basename(photos[0]!.path)]);
    const stored = await sharp(path.join(api.config.dataDir, 'media', photos[0]!.path)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 1200, 1200]);
    expect(await counted(ph.id)).toBe(1);
  });
});

describe('what one pharmacy may upload (§10)', () => {
  it(`${DISPUTE_PHOTOS_PER_HOUR} photos an hour, counted in the database: the photo beyond is refused with nothing stored; others unaffected`, async () => {
    const ph = await fx.pharmacy();
    const other = await fx.pharmacy('Pharmacie Voisine');
    const { orderId, product } = await deliveredOrder(ph, 20);
    const before = photoFiles();
    for (let i = 0; i < DISPUTE_PHOTOS_PER_HOUR / 3; i++) {
      const res = await send(ph, orderId, product, [
        [`a${i}.png`, small],
        [`b${i}.png`, small],
        [`c${i}.png`, small],
      ]);
      expect(res.body.code).toBe(2001);
    }
    expect(await counted(ph.id)).toBe(30);

    const beyond = await send(ph, orderId, product, [['one-more.png', small]]);
    expect(beyond.status).toBe(429);
    expect(beyond.body.code).toBe(4290);
    expect(beyond.body.meta).toBe(
      'Your pharmacy has already sent 30 of the 30 dispute photos allowed per hour: try again in 60 minutes, or send fewer photos.',
    );
    const after = await disputesOf(orderId);
    expect(after.disputes).toHaveLength(10);
    expect(after.photos).toHaveLength(30);
    expect(added(before).sort()).toEqual(after.photos.map((p) => path.basename(p.path)).sort());
    expect(await counted(ph.id)).toBe(30);

    // a dispute without photos is still taken; another pharmacy's photos are its own count
    const withoutPhotos = await api.call('POST', '/pharmacy/open_dispute', {
      headers: ph.headers,
      body: { orderID: orderId, lines: [{ product_id: product, quantity: 1, reason: 'missing' }] },
    });
    expect(withoutPhotos.body.code).toBe(2001);
    const elsewhere = await deliveredOrder(other);
    expect((await send(other, elsewhere.orderId, elsewhere.product, [['voisine.png', small]])).body.code).toBe(2001);
    expect(await counted(other.id)).toBe(1);

    // the hour slides: photos sent 50 minutes ago leave it in 10 minutes, 61 minutes ago they have left it
    const key = `dispute_photos:pharmacy:${ph.id}`;
    await api.db
      .updateTable('auth_attempts')
      .set({ created_at: new Date(Date.now() - 50 * 60_000) })
      .where('key', '=', key)
      .execute();
    const soon = await send(
      ph,
      orderId,
      product,
      [
        ['x.png', small],
        ['y.png', small],
      ],
      '1',
    );
    expect(soon.status).toBe(429);
    expect(soon.body.meta).toBe(
      'Votre pharmacie a déjà envoyé 30 des 30 photos de réclamation permises par heure : réessayez dans 10 minutes, ou envoyez moins de photos.',
    );
    await api.db
      .updateTable('auth_attempts')
      .set({ created_at: new Date(Date.now() - 61 * 60_000) })
      .where('key', '=', key)
      .execute();
    expect(
      (
        await send(ph, orderId, product, [
          ['x.png', small],
          ['y.png', small],
        ])
      ).body.code,
    ).toBe(2001);
    const end = await disputesOf(orderId);
    expect(end.disputes).toHaveLength(12);
    expect(end.photos).toHaveLength(32);
    expect(added(before)).toHaveLength(32 + 1);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('the hour is counted for every instance (PostgreSQL)', async () => {
    const ph = await fx.pharmacy();
    const { orderId, product } = await deliveredOrder(ph, 20);
    await api.db
      .insertInto('auth_attempts')
      .values(Array.from({ length: DISPUTE_PHOTOS_PER_HOUR - 1 }, () => ({ key: `dispute_photos:pharmacy:${ph.id}` })))
      .execute();
    const second = await secondInstance(api);
    try {
      const form = () => disputeForm(orderId, product, [['p.png', small]]);
      const call = (url: string) =>
        fetch(`${url}/pharmacy/open_dispute`, {
          method: 'POST',
          headers: { ...ph.headers, language: '2' },
          body: form(),
        }).then(async (r) => ({
          status: r.status,
          body: await r.json(),
        }));
      // one photo of room left: one instance takes it, the other refuses
      const [a, b] = await Promise.all([call(api.url), call(second.url)]);
      expect([a.status, b.status].sort()).toEqual([200, 429]);
      expect(await counted(ph.id)).toBe(DISPUTE_PHOTOS_PER_HOUR);
      const { disputes, photos } = await disputesOf(orderId);
      expect(disputes).toHaveLength(1);
      expect(photos).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('one dispute with photos of a pharmacy at a time: a second one meanwhile is refused; another pharmacy is not held', async () => {
    const ph = await fx.pharmacy();
    const other = await fx.pharmacy('Pharmacie du Port');
    const mine = await deliveredOrder(ph, 2);
    const theirs = await deliveredOrder(other, 2);
    const before = photoFiles();

    // three photos at the limit: the decoding of each takes a few hundred milliseconds
    let firstDone = 0;
    let otherDone = 0;
    const first = send(ph, mine.orderId, mine.product, [
      ['1.png', atLimit],
      ['2.png', atLimit],
      ['3.png', atLimit],
    ]).then((r) => ((firstDone = Date.now()), r));
    // counted: the first upload holds the pharmacy's turn and is decoding
    for (let i = 0; i < 500 && (await counted(ph.id)) < 3; i++) await new Promise((r) => setTimeout(r, 10));
    expect(await counted(ph.id)).toBe(3);

    const [second, elsewhere] = await Promise.all([
      send(ph, mine.orderId, mine.product, [['later.png', small]]),
      send(other, theirs.orderId, theirs.product, [['port.png', small]]).then((r) => ((otherDone = Date.now()), r)),
    ]);
    expect(second.status).toBe(429);
    expect(second.body.code).toBe(4290);
    expect(second.body.meta).toBe(
      'Another dispute with photos from your pharmacy is being sent: try again once it is recorded.',
    );
    expect(elsewhere.body.code).toBe(2001);
    const firstAnswer = await first;
    expect(firstAnswer.body.code).toBe(2001);
    // the other pharmacy's photo took its turn between the first upload's photos
    expect(otherDone).toBeLessThan(firstDone);

    const a = await disputesOf(mine.orderId);
    const b = await disputesOf(theirs.orderId);
    expect(a.disputes.map((d) => d.id)).toEqual([firstAnswer.body.payload[0].dispute_id]);
    expect(a.photos).toHaveLength(3);
    expect(b.disputes).toHaveLength(1);
    expect(b.photos).toHaveLength(1);
    expect(added(before).sort()).toEqual([...a.photos, ...b.photos].map((p) => path.basename(p.path)).sort());
    // the refused upload counted nothing
    expect(await counted(ph.id)).toBe(3);
    expect(await counted(other.id)).toBe(1);

    // once the first is recorded, the pharmacy sends the next one
    const again = await send(ph, mine.orderId, mine.product, [['later.png', small]]);
    expect(again.body.code).toBe(2001);
    expect((await disputesOf(mine.orderId)).photos).toHaveLength(4);
  });
});

describe('who sees a dispute photo (§11)', () => {
  it('the pharmacy, its franchisee and the admin, private and never stored by a cache; nobody else, and never /media/', async () => {
    const ph = await fx.pharmacy();
    const neighbour = await fx.pharmacy('Pharmacie Voisine');
    const { orderId, product } = await deliveredOrder(ph);
    const opened = await send(ph, orderId, product, [['carton.png', small]]);
    expect(opened.body.code).toBe(2001);
    const disputeId: number = opened.body.payload[0].dispute_id;
    const stored = (await disputesOf(orderId)).photos[0]!;
    const bytes = fs.readFileSync(path.join(api.config.dataDir, 'media', stored.path));

    // each role's details give the address of its own guarded call
    for (const [role, headers] of [
      ['pharmacy', ph.headers],
      ['franchise', algerFranchise],
      ['admin', admin.headers],
    ] as const) {
      const detail = await api.call('GET', `/${role}/dispute/${disputeId}`, { headers });
      expect(detail.body.payload.photos).toEqual([
        { id: stored.id, url: `${api.url}/${role}/dispute_photo/${stored.id}` },
      ]);
      const photo = await api.call('GET', `/${role}/dispute_photo/${stored.id}`, { headers });
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/webp');
      expect(photo.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.compare(photo.body as Buffer, bytes)).toBe(0);
    }

    // no tokens: the guard's 4031, as on every call of the areas
    for (const role of ['pharmacy', 'franchise', 'admin']) {
      const anonymous = await api.call('GET', `/${role}/dispute_photo/${stored.id}`);
      expect([anonymous.status, anonymous.body.code]).toEqual([401, 4031]);
    }
    // another pharmacy (of the same wilaya or not), another wilaya's franchisee: no such photo
    for (const [role, headers] of [
      ['pharmacy', neighbour.headers],
      ['pharmacy', oranPharmacy],
      ['franchise', oranFranchise],
    ] as const) {
      const refused = await api.call('GET', `/${role}/dispute_photo/${stored.id}`, { headers });
      expect([refused.status, refused.body.code, refused.body.meta]).toEqual([404, 4041, 'This photo does not exist.']);
    }
    // a pharmacy's tokens open no other area's call; unknown and malformed ids
    expect((await api.call('GET', `/admin/dispute_photo/${stored.id}`, { headers: ph.headers })).status).toBe(401);
    expect(
      (await api.call('GET', `/admin/dispute_photo/${stored.id + 100_000}`, { headers: admin.headers })).status,
    ).toBe(404);
    expect((await api.call('GET', '/pharmacy/dispute_photo/abc', { headers: ph.headers })).status).toBe(404);

    // the public media folder no longer answers them, by any spelling; product images stay public
    const file = path.basename(stored.path);
    for (const address of [
      `/media/disputes/${file}`,
      `/media/Disputes/${file}`,
      `/media/%64isputes/${file}`,
      `/media/products/../disputes/${file}`,
      '/media/disputes/',
    ]) {
      const res = await fetch(`${api.url}${address}`);
      expect(res.status, address).toBeGreaterThanOrEqual(400);
      expect(res.headers.get('content-type') ?? '', address).not.toMatch(/image/);
    }
    const image = await api.db.selectFrom('product_images').select('path').limit(1).executeTakeFirst();
    if (image) {
      const res = await fetch(`${api.url}/media/${image.path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toMatch(/public|max-age=31536000/);
    }
  });
});
