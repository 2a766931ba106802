import type { Lang, Role } from '../../src/contract/constants.js';
import type { Mail } from './queue.js';

/** What a template makes; the caller adds the recipient: `queueMail(db, { to, ...passwordResetMail(...) })`. */
export type MailContent = Omit<Mail, 'to'> & { html: string };

export const PORTAL_NAME = 'ParaPharm DZ';
const BRAND = '#0f766e';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Layout {
  lang: Lang;
  title: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** lines under the button, e.g. validity and "ignore this mail" */
  notes?: string[];
}

const footer = {
  fr: `${PORTAL_NAME} — portail de commande du réseau de parapharmacies. Ce message est envoyé automatiquement, merci de ne pas y répondre.`,
  en: `${PORTAL_NAME} — ordering portal of the parapharmacy network. This message is sent automatically, please do not reply.`,
};

/** One HTML layout (inline styles, table-based for mail clients) and its plain-text twin. */
function render({ lang, title, greeting, paragraphs, action, notes = [] }: Layout): { html: string; text: string } {
  const p = (s: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.55;color:#1f2933">${escape(s)}</p>`;
  const small = (s: string) => `<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:#52606d">${escape(s)}</p>`;
  const button = action
    ? `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:8px 0 24px"><tr><td style="border-radius:6px;background:${BRAND}">` +
      `<a href="${escape(action.url)}" style="display:inline-block;padding:12px 24px;font-size:15px;font-weight:600;color:#ffffff;text-decoration:none">${escape(action.label)}</a>` +
      `</td></tr></table>` +
      small(lang === 'fr' ? 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :' : 'If the button does not work, copy this link into your browser:') +
      `<p style="margin:0 0 16px;font-size:13px;word-break:break-all"><a href="${escape(action.url)}" style="color:${BRAND}">${escape(action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title></head>
<body style="margin:0;padding:0;background:#f0f4f8;font-family:Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f0f4f8;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${BRAND};padding:18px 28px;font-size:20px;font-weight:700;color:#ffffff">${PORTAL_NAME}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 20px;font-size:20px;color:#102a43">${escape(title)}</h1>
${p(greeting)}
${paragraphs.map(p).join('\n')}
${button}
${notes.map(small).join('\n')}
</td></tr>
<tr><td style="padding:16px 28px;background:#f7f9fb;font-size:12px;line-height:1.5;color:#7b8794">${escape(footer[lang])}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    PORTAL_NAME,
    '',
    title,
    '',
    greeting,
    '',
    ...paragraphs.flatMap((s) => [s, '']),
    ...(action ? [`${action.label}${lang === 'fr' ? ' :' : ':'} ${action.url}`, ''] : []),
    ...notes,
    '',
    '--',
    footer[lang],
  ].join('\n');
  return { html, text };
}

const hello = (lang: Lang, name?: string | null) =>
  lang === 'fr' ? (name ? `Bonjour ${name},` : 'Bonjour,') : name ? `Hello ${name},` : 'Hello,';

const roleLabel: Record<Lang, Record<Role, string>> = {
  fr: { admin: 'administrateur', franchise: 'franchisé', pharmacy: 'pharmacie' },
  en: { admin: 'administrator', franchise: 'franchisee', pharmacy: 'pharmacy' },
};

/** The "forgot password" mail (D18): a single-use link valid for `validMinutes`. */
export function passwordResetMail(lang: Lang, o: { name?: string | null; link: string; validMinutes: number }): MailContent {
  const fr = lang === 'fr';
  const subject = fr ? `${PORTAL_NAME} — réinitialisation de votre mot de passe` : `${PORTAL_NAME} — reset your password`;
  return {
    subject,
    ...render({
      lang,
      title: fr ? 'Réinitialisation du mot de passe' : 'Password reset',
      greeting: hello(lang, o.name),
      paragraphs: [
        fr
          ? `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${PORTAL_NAME}. Cliquez sur le bouton ci-dessous pour choisir un nouveau mot de passe.`
          : `We received a request to reset the password of your ${PORTAL_NAME} account. Click the button below to choose a new password.`,
      ],
      action: { label: fr ? 'Choisir un nouveau mot de passe' : 'Choose a new password', url: o.link },
      notes: [
        fr
          ? `Ce lien ne peut servir qu’une fois et expire dans ${o.validMinutes} minutes.`
          : `This link can be used once and expires in ${o.validMinutes} minutes.`,
        fr
          ? 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.'
          : 'If you did not ask for this, ignore this message: your password stays unchanged.',
      ],
    }),
  };
}

/** Welcome mail of a new franchisee or pharmacy account, with a link to set the first password. */
export function accountCreatedMail(
  lang: Lang,
  o: { name?: string | null; role: Role; email: string; link: string; validDays: number },
): MailContent {
  const fr = lang === 'fr';
  return {
    subject: fr ? `${PORTAL_NAME} — votre compte a été créé` : `${PORTAL_NAME} — your account has been created`,
    ...render({
      lang,
      title: fr ? 'Bienvenue sur le portail' : 'Welcome to the portal',
      greeting: hello(lang, o.name),
      paragraphs: [
        fr
          ? `Un compte ${roleLabel.fr[o.role]} a été créé pour vous sur ${PORTAL_NAME}. Votre identifiant de connexion est votre adresse e-mail : ${o.email}.`
          : `A ${roleLabel.en[o.role]} account has been created for you on ${PORTAL_NAME}. You sign in with your e-mail address: ${o.email}.`,
        fr
          ? 'Pour commencer, choisissez votre mot de passe (au moins 8 caractères) avec le bouton ci-dessous.'
          : 'To get started, choose your password (at least 8 characters) with the button below.',
      ],
      action: { label: fr ? 'Choisir mon mot de passe' : 'Choose my password', url: o.link },
      notes: [
        fr
          ? `Ce lien ne peut servir qu’une fois et expire dans ${o.validDays} jours. Passé ce délai, utilisez « Mot de passe oublié » sur la page de connexion.`
          : `This link can be used once and expires in ${o.validDays} days. After that, use "Forgot password" on the sign-in page.`,
      ],
    }),
  };
}

/** The invoice of an order as a PDF attachment (sent after payment or on request). */
export function invoiceMail(
  lang: Lang,
  o: { orderNo: string; pharmacyName?: string | null; pdf: Uint8Array | string; invoiceNo?: string | null },
): MailContent {
  const fr = lang === 'fr';
  const content = typeof o.pdf === 'string' ? o.pdf : Buffer.from(o.pdf).toString('base64');
  const filename = `${fr ? 'facture' : 'invoice'}_${o.orderNo}.pdf`.replace(/[^\w.-]/g, '_');
  const ref = o.invoiceNo ? ` (${o.invoiceNo})` : '';
  return {
    subject: fr ? `${PORTAL_NAME} — facture de la commande ${o.orderNo}` : `${PORTAL_NAME} — invoice for order ${o.orderNo}`,
    ...render({
      lang,
      title: fr ? `Facture de la commande ${o.orderNo}` : `Invoice for order ${o.orderNo}`,
      greeting: hello(lang, o.pharmacyName),
      paragraphs: [
        fr
          ? `Veuillez trouver ci-joint la facture${ref} de votre commande ${o.orderNo}, au format PDF.`
          : `Please find attached the invoice${ref} of your order ${o.orderNo}, as a PDF file.`,
        fr ? 'Merci de votre confiance.' : 'Thank you for your trust.',
        fr ? `L’équipe ${PORTAL_NAME}` : `The ${PORTAL_NAME} team`,
      ],
    }),
    attachments: [{ filename, contentType: 'application/pdf', content }],
  };
}

/** The admins' daily list of products under the low-stock threshold (issue 16). */
export function lowStockMail(
  lang: Lang,
  o: { name?: string | null; threshold: number; products: { ref: string; name: string; quantity: number }[]; link: string },
): MailContent {
  const fr = lang === 'fr';
  const n = o.products.length;
  // French counts 0 and 1 in the singular, English 1 only (as polyglot does)
  const many = fr ? n > 1 : n !== 1;
  const products = fr ? (many ? 'produits' : 'produit') : many ? 'products' : 'product';
  return {
    subject: fr
      ? `${PORTAL_NAME} — stock bas : ${n} ${products} sous ${o.threshold} unités`
      : `${PORTAL_NAME} — low stock: ${n} ${products} under ${o.threshold} units`,
    ...render({
      lang,
      title: fr ? 'Produits en stock bas' : 'Products low in stock',
      greeting: hello(lang, o.name),
      paragraphs: [
        fr
          ? `${n} ${products} ${many ? 'ont' : 'a'} moins de ${o.threshold} unités en stock :`
          : `${n} ${products} ${many ? 'have' : 'has'} fewer than ${o.threshold} units in stock:`,
        ...o.products.map((p) => (fr ? `${p.ref} — ${p.name} : ${p.quantity} en stock` : `${p.ref} — ${p.name}: ${p.quantity} in stock`)),
      ],
      action: { label: fr ? 'Voir les produits en stock bas' : 'See the products low in stock', url: o.link },
      notes: [fr ? 'Ce message est envoyé une fois par jour tant que des produits sont sous le seuil.' : 'This message is sent once a day while products are under the threshold.'],
    }),
  };
}
