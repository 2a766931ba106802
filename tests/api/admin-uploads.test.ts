import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminKit,
  anyCategoryId,
  imageBytes,
  productFields,
  productForm,
  startAdminKit,
} from './admin-fixtures.js';

/** Malformed uploads answer 400, never 5xx; a burst of large pictures gives its memory back (001 §2, D9). */
let kit: AdminKit;
let categoryId: number;
beforeAll(async () => {
  kit = await startAdminKit();
  categoryId = await anyCategoryId(kit.api);
});
afterAll(async () => kit?.api.close());

/** A raw body with the admin's tokens, for bodies `FormData` would never produce. */
const raw = (contentType: string, body: string, lang = '2') =>
  fetch(`${kit.api.url}/admin/add_product`, {
    method: 'POST',
    headers: { ...kit.admin, 'content-type': contentType, language: lang },
    body,
  });

const productCount = async () =>
  Number(
    (
      await kit.api.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const MALFORMED =
  'Malformed or interrupted file upload (a complete multipart/form-data body with its boundary is expected): send the form again.';

describe('malformed multipart bodies', () => {
  it('without a boundary: 400 with a clear message, in the caller’s language', async () => {
    const res = await raw('multipart/form-data', 'name=x');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 4000, payload: [], meta: MALFORMED });
    const fr = await raw('multipart/form-data', 'name=x', '1');
    expect(((await fr.json()) as { meta: string }).meta).toMatch(/^Envoi de fichiers mal formé ou interrompu/);
  });

  it('cut short in the middle of a file: 400', async () => {
    const body =
      '--XYZ\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n';
    const res = await raw('multipart/form-data; boundary=XYZ', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 4000, meta: MALFORMED });
  });

  it('a malformed part header: 400', async () => {
    const res = await raw('multipart/form-data; boundary=XYZ', '--XYZ\r\nnot a header\r\n\r\nvalue\r\n--XYZ--\r\n');
    expect(res.status).toBe(400);
  });

  it('too many files: 400 with the image-count message, before any picture is decoded', async () => {
    const tiny = await imageBytes();
    const form = productForm(
      productFields(categoryId),
      Array.from({ length: 7 }, (_, i) => ({ bytes: tiny, name: `p${i}.png` })),
    );
    const res = await kit.post('/admin/add_product', form);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 4096, meta: 'You can only upload up to 5 images.' });
  });

  it('a picture over the pixel limit is called too large (40 MP max), in the caller’s language, and nothing is added', async () => {
    const before = await productCount();
    const huge = await imageBytes('jpeg', 9000, 5000);
    const res = await kit.post(
      '/admin/add_product',
      productForm(productFields(categoryId), [{ bytes: huge, name: 'huge.jpg' }]),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 4000,
      payload: [{ path: 'images', msg: 'The image "huge.jpg" is too large (40 MP max).' }],
      meta: 'The image "huge.jpg" is too large (40 MP max).',
    });
    const fr = await kit.post(
      '/admin/add_product',
      productForm(productFields(categoryId), [{ bytes: huge, name: 'huge.jpg' }]),
      { ...kit.admin, language: '1' },
    );
    expect(fr.body.meta).toBe('L’image « huge.jpg » est trop grande (40 mégapixels au plus).');
    expect(await productCount()).toBe(before);
  });

  it('several refused files are all named, each with its reason; the good ones do not hide them', async () => {
    const before = await productCount();
    const files = [
      { bytes: await imageBytes(), name: 'fine.png' },
      { bytes: await imageBytes('png', 8000, 5001), name: 'huge.png' },
      { bytes: Buffer.from('just some text'), name: 'notes.png' },
      { bytes: Buffer.concat([await imageBytes(), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]), name: 'heavy.png' },
    ];
    const res = await kit.post('/admin/add_product', productForm(productFields(categoryId), files));
    expect(res.status).toBe(400);
    const meta =
      'Files refused: The image "huge.png" is too large (40 MP max). The file "notes.png" is not a valid JPEG, PNG or WebP image. ' +
      'The file "heavy.png" weighs more than 5 MB (5 MB max).';
    expect(res.body).toEqual({ code: 4000, payload: [{ path: 'images', msg: meta }], meta });
    const ar = await kit.post('/admin/add_product', productForm(productFields(categoryId), files), {
      ...kit.admin,
      language: '3',
    });
    expect(ar.body.meta).toBe(
      'ملفات مرفوضة: الصورة «huge.png» كبيرة جدًا (40 ميغابكسل كحد أقصى). الملف «notes.png» ليس صورة JPEG أو PNG أو WebP صالحة. يتجاوز حجم الملف «heavy.png» 5 ميغابايت (5 ميغابايت كحد أقصى).',
    );
    expect(await productCount()).toBe(before);
  });

  it('two files over 5 MB are both named, with the 413 of a body too large', async () => {
    const heavy = Buffer.concat([await imageBytes(), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const res = await kit.post(
      '/admin/add_product',
      productForm(productFields(categoryId), [
        { bytes: heavy, name: 'a.png' },
        { bytes: heavy, name: 'b.png' },
      ]),
    );
    expect(res.status).toBe(413);
    expect(res.body.meta).toBe(
      'Files refused: The file "a.png" weighs more than 5 MB (5 MB max). The file "b.png" weighs more than 5 MB (5 MB max).',
    );
  });
});

const gc = (() => {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
})();
const rssAfterGc = () => {
  gc();
  return process.memoryUsage().rss;
};
const MB = 1024 * 1024;

describe('memory', () => {
  it(
    'comes back near its baseline after a burst of 8 uploads of 5 pictures of 36 megapixels',
    { timeout: 180_000 },
    async () => {
      const picture = await imageBytes('png', 7200, 5000, '#c0ffee');
      // warm-up: the first upload loads sharp's codecs
      expect(
        (
          await kit.post(
            '/admin/add_product',
            productForm(productFields(categoryId), [{ bytes: picture, name: 'w.png' }]),
          )
        ).body.code,
      ).toBe(2001);
      const baseline = rssAfterGc();
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          kit.post(
            '/admin/add_product',
            productForm(
              productFields(categoryId),
              Array.from({ length: 5 }, (_, i) => ({ bytes: picture, name: `p${i}.png` })),
            ),
          ),
        ),
      );
      clearInterval(sampler);
      expect(answers.map((a) => a.body.code)).toEqual(Array(8).fill(2001));
      console.info(
        `uploads: RSS baseline ${Math.round(baseline / MB)} MB, peak ${Math.round(peak / MB)} MB, after ${Math.round(rssAfterGc() / MB)} MB`,
      );
      await expect.poll(() => rssAfterGc() - baseline, { timeout: 30_000, interval: 500 }).toBeLessThan(100 * MB);
    },
  );
});
