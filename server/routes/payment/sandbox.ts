import { SatimAnswer, htmlResponse } from '../../../src/contract/answers/payments.js';
import type { FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { type Lang, LANGS } from '../../../src/contract/constants.js';
import type { AppContext } from '../../context.js';
import { sandboxPageHelmet } from '../../http/securityHeaders.js';
import { createSandboxGateway } from '../../payments/sandbox/gateway.js';
import { langOfSatim } from '../../payments/satim.js';
import { type FieldError, indexPage, messagePage, paymentPage } from '../../payments/sandbox/page.js';
import type { Area, AreaApp } from '../area.js';
import { text } from '../schemaParts.js';

const PREFIX = '/satim-sandbox';
const REST = `${PREFIX}/payment/rest`;
const PAGES = `${PREFIX}/payment/merchants/sandbox`;
const FORM = 'application/x-www-form-urlencoded';

type Params = Record<string, string | undefined>;

/** The texts of a query or form body; values given twice are joined, as text. */
const textsOf = (values: unknown): Params =>
  values && typeof values === 'object'
    ? Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === undefined ? v : String(v)]))
    : {};

/** GET query and form body alike, as SATIM accepts both. */
const paramsOf = (request: { query: unknown; body: unknown }): Params => ({
  ...textsOf(request.query),
  ...textsOf(request.body),
});

/**
 * The SATIM-compatible sandbox (D14): the same REST endpoints and answers as SATIM's gateway, and a hosted
 * payment page where test cards succeed, decline, lack funds or are expired (docs/payments.md).
 */
function registerSandboxRoutes(app: AreaApp, { config, db }: AppContext) {
  const gateway = createSandboxGateway(
    db,
    () => ({ userName: config.satimUsername, password: config.satimPassword }),
    () => config.webUrl,
  );
  const pageUrl = (id: string, lang: Lang) =>
    `${config.publicApiUrl}${PAGES}/payment_${lang}.html?mdOrder=${encodeURIComponent(id)}`;
  const schema = (summary: string) => ({ tags: ['satim-sandbox'], summary });

  void app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<TypeBoxTypeProvider>();
    if (!scope.hasContentTypeParser(FORM)) {
      scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });
    }

    const rest: [string, string, (p: Params) => Promise<Record<string, unknown>>][] = [
      ['register.do', 'Registers a payment and returns the form URL', (p) => gateway.register(p, pageUrl)],
      ['public/acknowledgeTransaction.do', 'Acknowledges a payment on return', gateway.acknowledge],
      ['confirmOrder.do', 'Confirms a payment on return (older API)', gateway.acknowledge],
      ['getOrderStatusExtended.do', 'Status of a payment (reconciliation)', gateway.statusExtended],
      ['refund.do', 'Refunds all or part of a paid order', gateway.refund],
    ];
    for (const [path, summary, handler] of rest) {
      scope.route({
        method: ['GET', 'POST'],
        url: `${REST}/${path}`,
        schema: { ...schema(`SATIM sandbox: ${summary}`), response: { 200: SatimAnswer } },
        handler: async (request, reply) =>
          reply.header('cache-control', 'no-store').send(await handler(paramsOf(request))),
      });
    }

    const html = (reply: FastifyReply, body: string, status = 200) => {
      reply.helmet(sandboxPageHelmet(config, body));
      return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
    };

    for (const url of [PREFIX, `${PREFIX}/`]) {
      scope.get(
        url,
        {
          schema: {
            ...schema('SATIM sandbox: test cards and endpoints (`?lang=fr|en|ar`)'),
            response: htmlResponse('the index page'),
          },
        },
        async (request, reply) => {
          const lang = langOfSatim(paramsOf(request).lang);
          return html(
            reply,
            indexPage(lang, `${config.publicApiUrl}${REST}`, (other) => `${PREFIX}/?lang=${other}`),
          );
        },
      );
    }

    const pageSchema = {
      ...schema('SATIM sandbox: hosted payment page'),
      params: Type.Object({ page: text() }),
      response: htmlResponse('the payment page, or why it cannot be paid (404: unknown payment)', [200, 404]),
    };
    scope.get(`${PAGES}/:page`, { schema: pageSchema }, async (request, reply) => {
      const match = new RegExp(`^payment_(${LANGS.join('|')})\\.html$`).exec(request.params.page ?? '');
      const lang = langOfSatim(match?.[1]);
      const id = paramsOf(request).mdOrder ?? '';
      const other = (l: Lang) => pageUrl(id, l);
      const order = match ? await gateway.get(id) : null;
      if (!order) return html(reply, messagePage(lang, 'unknown', null, other), 404);
      if (order.status !== 0)
        return html(
          reply,
          messagePage(
            lang,
            'processed',
            gateway.withRedirectParam(order.status === 2 || order.status === 4 ? order.returnUrl : order.failUrl, id),
            other,
          ),
        );
      return html(
        reply,
        paymentPage({ order, lang, merchant: config.company.name, action: `${PAGES}/submit`, langHref: other }),
      );
    });

    scope.post(
      `${PAGES}/submit`,
      {
        schema: {
          ...schema('SATIM sandbox: card entered on the payment page'),
          response: {
            ...htmlResponse(
              'the payment page again with the field refused (400), or unknown payment (404)',
              [400, 404],
            ),
            303: Type.Null({ description: 'paid, declined or cancelled: to the merchant’s return or fail URL' }),
          },
        },
      },
      async (request, reply) => {
        const p = paramsOf(request);
        const lang = langOfSatim(p.language);
        const id = p.mdOrder ?? '';
        const order = await gateway.get(id);
        const other = (l: Lang) => pageUrl(id, l);
        if (!order) return html(reply, messagePage(lang, 'unknown', null, other), 404);
        if (p.action === 'cancel') {
          const done = (await gateway.cancel(id))!;
          return reply.redirect(gateway.withRedirectParam(done.redirect, id), 303);
        }
        const pan = (p.pan ?? '').replace(/[\s-]/g, '');
        const month = Number(p.month);
        const year = Number(p.year);
        const holder = (p.holder ?? '').trim();
        let error: FieldError | undefined;
        if (!/^\d{16}$/.test(pan)) error = 'badPan';
        else if (!(month >= 1 && month <= 12) || !/^\d{4}$/.test(p.year ?? '')) error = 'badExpiry';
        else if (!/^\d{3}$/.test(p.cvv2 ?? '')) error = 'badCvv';
        else if (!/^[\p{L} .'-]{2,40}$/u.test(holder)) error = 'badHolder';
        if (error && order.status === 0) {
          const values = { holder, month: p.month, year: p.year };
          return html(
            reply,
            paymentPage({
              order,
              lang,
              merchant: config.company.name,
              action: `${PAGES}/submit`,
              langHref: other,
              error,
              values,
            }),
            400,
          );
        }
        const done = (await gateway.pay(id, { pan, month, year, holder }))!;
        return reply.redirect(gateway.withRedirectParam(done.redirect, id), 303);
      },
    );
  });
}

/** Public calls: the portal's server and the test browser play the gateway's two sides. */
export const sandboxArea: Area = { routes: registerSandboxRoutes };
