import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminKit, categoryBody, franchiseBody, freeWilaya, startAdminKit } from './admin-fixtures.js';

/** `language: 3` is Arabic on every call (issue 15): `meta` messages, and the mails of an account in Arabic. */
let kit: AdminKit;
beforeAll(async () => {
  kit = await startAdminKit();
});
afterAll(async () => kit?.api.close());

const AR = { language: '3' };
const mailsTo = (email: string) =>
  kit.api.db.selectFrom('outgoing_mail').selectAll().where('recipient', '=', email).orderBy('id', 'desc').execute();

describe('server messages in Arabic', () => {
  it('a refused sign-in', async () => {
    const res = await kit.api.call('POST', '/pharmacy/login', {
      body: { email: 'pharmacy@demo.dz', password: 'not-the-password' },
      headers: AR,
    });
    expect(res.body.code).not.toBe(2001);
    expect(res.body.meta).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
    const fr = await kit.api.call('POST', '/pharmacy/login', {
      body: { email: 'pharmacy@demo.dz', password: 'not-the-password' },
      headers: { language: '1' },
    });
    expect(fr.body.meta).toBe('E-mail ou mot de passe incorrect.');
  });

  it('a refused form names the field and the rule in Arabic', async () => {
    const res = await kit.call('POST', '/admin/add_category', categoryBody({ descriptionFR: 'court' }), {
      ...kit.admin,
      ...AR,
    });
    expect(res.status).toBe(400);
    expect(res.body.meta).toBe('الوصف (بالفرنسية): يجب أن يحتوي الوصف على 10 إلى 500 حرف.');
  });

  it('an unknown record and an unknown route', async () => {
    const missing = await kit.call('POST', '/admin/franchise_details', { id: 987_654 }, { ...kit.admin, ...AR });
    expect(missing.status).toBe(404);
    expect(missing.body.meta).toBe('صاحب الامتياز غير موجود.');
    const route = await kit.api.call('GET', '/no/such/route', { headers: AR });
    expect(route.status).toBe(404);
    expect(route.body.meta).toBe('هذه الخدمة غير موجودة.');
  });

  it('a count takes the Arabic plural form its number asks for', async () => {
    // a category holding products cannot be deleted: "… %{smart_count} منتجات" for 3 to 10
    const { id } = (await kit.call('POST', '/admin/add_category', categoryBody())).body.payload[0];
    await kit.api.db
      .insertInto('products')
      .values(
        [0, 1, 2].map((i) => ({
          category_id: id,
          ref: `AR-${id}-${i}`,
          name: 'Crème',
          quantity: 1,
          cost: 100,
          price: 200,
          customer_price: 300,
        })),
      )
      .execute();
    const res = await kit.call('DELETE', '/admin/delete_category', { id }, { ...kit.admin, ...AR });
    expect(res.body.meta).toBe('لا تزال هذه الفئة تحتوي على 3 منتجات. انقلها إلى فئة أخرى أو احذفها أولًا.');
  });
});

describe('mails in Arabic', () => {
  it('a franchisee added with language 3 is stored in Arabic and welcomed in Arabic, right to left', async () => {
    const wilaya = await freeWilaya(kit.api);
    const body = franchiseBody(wilaya.id, { language: 3 });
    const res = await kit.call('POST', '/admin/add_franchise', body);
    expect(res.body.code).toBe(2001);
    const row = await kit.api.db
      .selectFrom('franchisees')
      .select('language')
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe(3);
    const [mail] = await mailsTo(body.email);
    expect(mail!.subject).toBe('ParaPharm DZ — تم إنشاء حسابك');
    expect(mail!.html_body).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.html_body).toContain('تم إنشاء حساب صاحب امتياز لك على ParaPharm DZ');
    // 7 days: "بعد 7 أيام" (3 to 10 take the plural)
    expect(mail!.text_body).toContain('تنتهي صلاحيته بعد 7 أيام');
    expect(mail!.text_body).toContain(`مرحبًا Karim ${body.last_name}،`);
  });

  it('a password reset asked with language 3 is mailed in Arabic, its link in Arabic too', async () => {
    const res = await kit.api.call('POST', '/pharmacy/login/forget_pw', {
      body: { email: 'pharmacy@demo.dz' },
      headers: AR,
    });
    expect(res.body.meta).toBe('إذا كان هناك حساب بهذا العنوان، فقد أُرسل إليه للتو رابط لإعادة تعيين كلمة المرور.');
    const [mail] = await mailsTo('pharmacy@demo.dz');
    expect(mail!.subject).toBe('ParaPharm DZ — إعادة تعيين كلمة المرور');
    expect(mail!.html_body).toContain('dir="rtl"');
    expect(mail!.text_body).toContain('تنتهي صلاحيته بعد 60 دقيقة');
    expect(new URL(/https?:\/\/\S+reset_password\?\S+/.exec(mail!.text_body)![0]).searchParams.get('lang')).toBe('3');
  });

  it('an admin whose account is in Arabic gets the low-stock list in Arabic', async () => {
    const { lowStockMail } = await import('../../server/mail/templates.js');
    const mail = lowStockMail('ar', {
      name: 'سليم',
      threshold: 5,
      products: [{ ref: 'R-1', name: 'Crème', quantity: 2 }],
      link: 'http://web/admin',
    });
    expect(mail.subject).toBe('ParaPharm DZ — مخزون منخفض: منتج واحد تحت 5 وحدة');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('R-1 — Crème: 2 في المخزون');
  });
});

describe('SATIM sandbox page in Arabic', () => {
  it('serves its pages right to left in Arabic, with links to the French and English pages', async () => {
    const index = await fetch(`${kit.api.url}/satim-sandbox/?lang=ar`);
    const html = await index.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('بطاقات الاختبار');
    expect(html).toContain('رفض البنك الدفع');
    expect(html).toContain('href="/satim-sandbox/?lang=fr" lang="fr" data-testid="sandbox-lang-fr">Français</a>');
    const unknown = await fetch(
      `${kit.api.url}/satim-sandbox/payment/merchants/sandbox/payment_ar.html?mdOrder=unknown`,
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('جلسة الدفع هذه غير موجودة أو انتهت صلاحيتها.');
  });
});
