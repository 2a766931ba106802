import { formatDZD, type Lang, LANGS, SUPPORT_LINE, toDinars } from '../../../src/contract/constants.js';
import { translate } from '../../../src/contract/messages/index.js';
import { TEST_CARDS } from './cards.js';
import type { SandboxOrder } from './gateway.js';

/** Server-rendered pages of the SATIM sandbox, in the style of SATIM's hosted payment page (texts: src/contract/messages/sandbox.ts). */

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type FieldError = 'badPan' | 'badCvv' | 'badExpiry' | 'badHolder';

/** The page's texts in `lang`, HTML-escaped. */
const textsOf = (lang: Lang) => (key: string) => esc(translate(lang, `sandbox.${key}`, { line: SUPPORT_LINE }));

const CSS = `
*{box-sizing:border-box}body{margin:0;font-family:"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#eef2f6;color:#1f2933}
header{background:#0b4f8a;color:#fff;padding:14px 20px;display:flex;align-items:center;justify-content:space-between;gap:12px}
header .brand{display:flex;align-items:center;gap:12px;font-weight:700;font-size:18px;white-space:nowrap}
header .logo{background:#fff;color:#0b4f8a;border-radius:6px;padding:4px 8px;font-weight:800;letter-spacing:1px}
header a{color:#fff;font-size:14px}
.ribbon{background:#fff4ce;color:#7a4d00;text-align:center;padding:8px;font-size:14px;border-bottom:1px solid #f0d48a}
main{max-width:760px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:10px;box-shadow:0 2px 10px rgba(15,40,70,.08);padding:24px;margin-bottom:20px}
h1{font-size:20px;margin:0 0 16px;color:#0b4f8a}
.summary{display:grid;grid-template-columns:1fr 1fr;gap:8px 24px;font-size:15px;margin-bottom:4px}
.summary dt{color:#52606d}.summary dd{margin:0;font-weight:600}
.amount{font-size:22px;color:#0b4f8a}
label{display:block;font-size:14px;font-weight:600;margin:14px 0 6px}
input,select{width:100%;padding:10px 12px;font-size:16px;border:1px solid #b8c4ce;border-radius:6px;background:#fff}
input:focus,select:focus{outline:2px solid #0b4f8a;border-color:#0b4f8a}
.row{display:grid;grid-template-columns:1fr 1fr 1fr;gap:12px;align-items:start}
.hint{font-size:12px;color:#52606d;margin-top:4px}
.error{background:#fde8e8;color:#9b1c1c;border:1px solid #f5b5b5;border-radius:6px;padding:10px 12px;margin:12px 0}
.actions{display:flex;gap:12px;margin-top:22px}
button{flex:1;padding:12px;font-size:16px;font-weight:700;border-radius:6px;border:0;cursor:pointer}
.pay{background:#0b8a4f;color:#fff}.cancel{background:#e4e7eb;color:#1f2933}
.badges{display:flex;gap:8px;align-items:center}
.badge{border-radius:6px;padding:4px 10px;font-weight:800;font-size:13px}
.cib{background:#334155;color:#fff}.eda{background:#fef3c7;color:#92400e;border:1px solid #d97706}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{text-align:start;padding:8px;border-bottom:1px solid #e4e7eb}
code{direction:ltr;unicode-bidi:embed;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:14px}
.foot{font-size:13px;color:#52606d;text-align:center;margin:8px 0 30px}
.timer{font-weight:700;color:#0b4f8a}
@media (max-width:560px){header .badge{display:none}.summary{grid-template-columns:1fr}.row{grid-template-columns:1fr 1fr}.row>div:last-child{grid-column:span 2}}
`;

/** URL of the same page in another language. */
export type LangHref = (lang: Lang) => string;

function layout(lang: Lang, title: string, body: string, langHref: LangHref) {
  const t = textsOf(lang);
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><style>${CSS}</style></head>
<body>
<header><div class="brand"><span class="logo">SATIM</span><span>e-paiement</span></div>
<div class="badges"><span class="badge cib">CIB</span><span class="badge eda">EDAHABIA</span>${LANGS.filter(
    (l) => l !== lang,
  )
    .map(
      (l) =>
        `<a href="${esc(langHref(l))}" lang="${l}" data-testid="sandbox-lang-${l}">${esc(translate(l, 'sandbox.langName'))}</a>`,
    )
    .join('')}</div></header>
<div class="ribbon">${t('ribbon')}</div>
<main>${body}
<p class="foot">${t('secure')}<br>${t('support')}</p></main>
</body></html>`;
}

function cardsTable(lang: Lang) {
  const t = textsOf(lang);
  const rows = TEST_CARDS.map(
    (c) =>
      `<tr><td><code>${c.pan.replace(/(\d{4})(?=\d)/g, '$1 ')}</code></td><td>${c.network}</td><td>${t(`outcome.${c.respCode}`)}</td></tr>`,
  ).join('');
  return `<section class="card" aria-labelledby="cards-title"><h1 id="cards-title">${t('cards')}</h1>
<table><thead><tr><th>${t('card')}</th><th>${t('network')}</th><th>${t('result')}</th></tr></thead><tbody>${rows}</tbody></table>
<p class="hint">${t('anyExpiry')}</p></section>`;
}

export interface PaymentPageInput {
  order: SandboxOrder;
  lang: Lang;
  merchant: string;
  action: string;
  langHref: LangHref;
  error?: FieldError;
  values?: { holder?: string; month?: string; year?: string };
}

export function paymentPage({ order, lang, merchant, action, langHref, error, values = {} }: PaymentPageInput): string {
  const t = textsOf(lang);
  const year = new Date().getUTCFullYear();
  const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
  // an expired card is tried with the "expired" test card, so the list starts with this year, as a real gateway's does
  const years = Array.from({ length: 20 }, (_, i) => String(year + i));
  const option = (v: string, selected?: string) =>
    `<option value="${v}"${v === selected ? ' selected' : ''}>${v}</option>`;
  const secondsLeft = Math.max(0, Math.round((order.expiresAt.getTime() - Date.now()) / 1000));
  const body = `
<section class="card">
<h1>${t('title')}</h1>
<dl class="summary">
<dt>${t('merchant')}</dt><dd>${esc(merchant)}</dd>
<dt>${t('orderNumber')}</dt><dd data-testid="sandbox-order-number"><bdi dir="ltr">${esc(order.orderNumber)}</bdi></dd>
${order.description ? `<dt>${t('description')}</dt><dd>${esc(order.description)}</dd>` : ''}
<dt>${t('amount')}</dt><dd class="amount" data-testid="sandbox-amount"><bdi dir="ltr">${esc(formatDZD(toDinars(order.amount), lang))}</bdi></dd>
<dt>${t('timeLeft')}</dt><dd class="timer" id="timer" data-seconds="${secondsLeft}"></dd>
</dl>
${error ? `<div class="error" role="alert">${t(error)}</div>` : ''}
<form method="post" action="${esc(action)}" autocomplete="off" novalidate>
<input type="hidden" name="mdOrder" value="${esc(order.id)}">
<input type="hidden" name="language" value="${lang}">
<label for="pan">${t('pan')}</label>
<input id="pan" name="pan" dir="ltr" inputmode="numeric" maxlength="19" placeholder="6280 5800 0000 0000" required>
<div class="row">
<div><label for="month">${t('month')}</label><select id="month" name="month" required><option value="">--</option>${months.map((m) => option(m, values.month)).join('')}</select></div>
<div><label for="year">${t('year')}</label><select id="year" name="year" required><option value="">----</option>${years.map((y) => option(y, values.year)).join('')}</select></div>
<div><label for="cvv">${t('cvv')}</label><input id="cvv" name="cvv2" dir="ltr" inputmode="numeric" maxlength="3" required><div class="hint">${t('cvvHint')}</div></div>
</div>
<label for="holder">${t('holder')}</label>
<input id="holder" name="holder" maxlength="40" value="${esc(values.holder ?? '')}" required>
<div class="actions">
<button class="pay" type="submit" name="action" value="pay">${t('pay')}</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>${t('cancel')}</button>
</div>
</form>
</section>
${cardsTable(lang)}
<script>
(function(){var el=document.getElementById('timer');var s=Number(el.dataset.seconds);
function tick(){var m=Math.floor(s/60),r=s%60;el.textContent=m+':'+(r<10?'0':'')+r;if(s>0){s--;setTimeout(tick,1000);}}tick();
var pan=document.getElementById('pan');pan.addEventListener('input',function(){var d=pan.value.replace(/\\D/g,'').slice(0,16);pan.value=d.replace(/(\\d{4})(?=\\d)/g,'$1 ');});})();
</script>`;
  return layout(lang, t('title'), body, langHref);
}

export function messagePage(
  lang: Lang,
  kind: 'unknown' | 'processed',
  backUrl: string | null,
  langHref: LangHref,
): string {
  const t = textsOf(lang);
  const body = `<section class="card"><h1>${t('title')}</h1><div class="error" role="alert">${t(kind)}</div>
${backUrl ? `<p><a href="${esc(backUrl)}">${t('back')}</a></p>` : ''}</section>`;
  return layout(lang, t('title'), body, langHref);
}

export function indexPage(lang: Lang, restUrl: string, langHref: LangHref): string {
  const t = textsOf(lang);
  const body = `<section class="card"><h1>${t('indexTitle')}</h1><p>${t('indexText')}</p>
<p><code>${esc(restUrl)}</code></p></section>${cardsTable(lang)}`;
  return layout(lang, t('indexTitle'), body, langHref);
}
