import { response } from '../../../src/contract/answers/envelope.js';
import { SavedCard } from '../../../src/contract/answers/pharmacies.js';
import type { FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Code } from '../../../src/contract/codes.js';
import { cardForm } from '../../../src/contract/forms.js';
import type { FormSpec } from '../../../src/contract/validation.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/index.js';
import { inTransaction } from '../../db/transaction.js';
import { ApiError, ok, validate } from '../../http/envelope.js';
import { idempotency } from '../../http/idempotency.js';
import { idOf } from '../../http/ids.js';
import { firstValues, readForm } from '../admin/multipart.js';
import type { AreaApp } from '../area.js';
import { checkedByHandler, idempotencyKeyHeader } from '../schemaParts.js';
import { pharmacyDoc } from './doc.js';

/*
 * Saved cards (D16, PCI DSS 3.3.1.2): only the card name, the holder, the last four digits and the expiry are
 * kept. The security code is checked for form and dropped; it and the full number are never stored, logged
 * (bodies are not logged, `*.cvv` is redacted) or returned.
 */

const cardNotFound = () => new ApiError(Code.NOT_FOUND, 'pharmacy.cardNotFound', { status: 404 });
const CARD_NAME_MAX = 40;

export const maskCardNumber = (last4: string) => `**** **** **** ${last4}`;

type CardRow = {
  id: number;
  card_name: string;
  card_holder: string;
  last4: string;
  exp_month: number;
  exp_year: number;
};

const cardAnswer = (c: CardRow) => ({
  id: c.id,
  cc_id: c.id,
  card_name: c.card_name,
  card_number: maskCardNumber(c.last4),
  last4: c.last4,
  card_holder: c.card_holder,
  exp_month: String(c.exp_month).padStart(2, '0'),
  exp_year: String(c.exp_year),
});

const listCards = async (db: Database, pharmacyId: number) =>
  (
    await db
      .selectFrom('cards')
      .select(['id', 'card_name', 'card_holder', 'last4', 'exp_month', 'exp_year'])
      .where('pharmacy_id', '=', pharmacyId)
      .orderBy('id')
      .execute()
  ).map(cardAnswer);

type Fields = Record<string, unknown>;

/** A JSON or urlencoded body as its fields (none when it is not an object). */
const fieldsOf = (body: unknown): Fields => (body && typeof body === 'object' ? { ...body } : {});

/** The add_cc body: JSON, or form fields (multipart or urlencoded) `name`, `cardNumber`, `expiry` MM/YYYY, `cvv`, `holder` (D9). */
async function readFields(request: FastifyRequest): Promise<Fields> {
  // a malformed multipart body answers 400 there, like the admin's forms
  if (request.isMultipart()) return firstValues((await readForm(request)).fields);
  return fieldsOf(request.body);
}

/** Maps the D9 form names onto the card form's names; the JSON names win when both are sent. */
function cardValues(f: Fields): Fields {
  const values: Fields = {
    card_name: f.card_name ?? f.name,
    card_number: f.card_number ?? f.cardNumber,
    card_holder: f.card_holder ?? f.holder,
    exp_month: f.exp_month,
    exp_year: f.exp_year,
    cvv: f.cvv,
  };
  if (values.exp_month === undefined && values.exp_year === undefined && f.expiry !== undefined) {
    const m = /^\s*(\d{1,2})\s*\/\s*(\d{4})\s*$/.exec(String(f.expiry));
    if (!m) throw new ApiError(Code.V4004, 'pharmacy.cardExpiry', { status: 400 });
    values.exp_month = m[1];
    values.exp_year = m[2];
  }
  // D9: the holder is optional in the form fields; the card name stands in for it
  if (
    (values.card_holder === undefined || values.card_holder === '') &&
    f.card_holder === undefined &&
    f.holder === undefined
  )
    values.card_holder = values.card_name;
  return values;
}

const digits = (v: unknown) => String(v ?? '').replace(/\s/g, '');

function checkNameAndExpiry(values: Fields) {
  if (String(values.card_name).trim().length > CARD_NAME_MAX)
    throw new ApiError(Code.V4001, 'pharmacy.cardNameTooLong', { status: 400, vars: { max: CARD_NAME_MAX } });
  const now = new Date();
  const year = Number(values.exp_year);
  const month = Number(values.exp_month);
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
    throw new ApiError(Code.V4004, 'pharmacy.cardExpired', { status: 400 });
}

/** Keeps the number as it is when the edit form sends it back masked or empty. */
function keepsNumber(v: unknown) {
  const s = String(v ?? '').trim();
  return s === '' || s.includes('*');
}

export function registerCardRoutes(app: AreaApp, { db }: AppContext) {
  // after the area's guard: a double click on Save makes one card (issue 26 §7)
  const idem = idempotency(db);
  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<TypeBoxTypeProvider>();
    // form fields of D9 may come urlencoded; this parser lives in this scope only
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const cardBody = Type.Object({
      cc_id: checkedByHandler(),
      card_name: checkedByHandler(),
      card_number: checkedByHandler(),
      card_holder: checkedByHandler(),
      exp_month: checkedByHandler(),
      exp_year: checkedByHandler(),
      cvv: checkedByHandler(),
    });

    scope.get(
      '/pharmacy/get_my_cc',
      {
        schema: {
          ...pharmacyDoc('Saved cards, numbers masked (only the last four digits)'),
          response: response(Type.Array(SavedCard)),
        },
      },
      async (request, reply) => ok(request, reply, await listCards(db, request.account.id)),
    );

    scope.post(
      '/pharmacy/add_cc',
      {
        preHandler: idem.preHandler,
        onSend: idem.onSend,
        schema: {
          ...pharmacyDoc(
            'Saves a card: JSON (card_name, card_number, card_holder, exp_month, exp_year, cvv) or form fields (name, cardNumber, expiry MM/YYYY, cvv, holder)',
          ),
          headers: idempotencyKeyHeader('Save'),
          response: response(Type.Array(SavedCard)),
        },
      },
      async (request, reply) => {
        const values = cardValues(await readFields(request));
        validate(request.lang, cardForm, values);
        checkNameAndExpiry(values);
        // in a transaction, so the Idempotency-Key is marked with the write (D109)
        await inTransaction(db, (trx) =>
          trx
            .insertInto('cards')
            .values({
              pharmacy_id: request.account.id,
              card_name: String(values.card_name).trim(),
              card_holder: String(values.card_holder).trim(),
              last4: digits(values.card_number).slice(-4),
              exp_month: Number(values.exp_month),
              exp_year: Number(values.exp_year),
            })
            .execute(),
        );
        return ok(request, reply, await listCards(db, request.account.id), 'pharmacy.cardAdded');
      },
    );

    scope.put(
      '/pharmacy/update_cc',
      {
        schema: {
          ...pharmacyDoc(
            'Changes a saved card; a masked or empty card_number keeps the number, the cvv is optional here',
          ),
          body: cardBody,
          response: response(Type.Array(SavedCard)),
        },
      },
      async (request, reply) => {
        const { body } = request;
        const id = idOf(body.cc_id);
        if (id === null) throw cardNotFound();
        const keep = keepsNumber(body.card_number);
        const spec: FormSpec = {
          ...cardForm,
          card_number: keep ? { rules: [], code: 4002 } : cardForm.card_number!,
          cvv: { rules: ['cvv'], code: 4006 },
        };
        validate(request.lang, spec, body);
        checkNameAndExpiry(body);
        const updated = await db
          .updateTable('cards')
          .set({
            card_name: String(body.card_name).trim(),
            card_holder: String(body.card_holder).trim(),
            exp_month: Number(body.exp_month),
            exp_year: Number(body.exp_year),
            ...(keep ? {} : { last4: digits(body.card_number).slice(-4) }),
          })
          .where('id', '=', id)
          .where('pharmacy_id', '=', request.account.id)
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) throw cardNotFound();
        return ok(request, reply, await listCards(db, request.account.id), 'pharmacy.cardUpdated');
      },
    );

    scope.delete(
      '/pharmacy/delete_cc',
      {
        schema: {
          ...pharmacyDoc('Deletes a saved card'),
          body: Type.Object({ cc_id: checkedByHandler() }),
          response: response(Type.Array(SavedCard)),
        },
      },
      async (request, reply) => {
        const id = idOf(request.body.cc_id);
        if (id === null) throw cardNotFound();
        const deleted = await db
          .deleteFrom('cards')
          .where('id', '=', id)
          .where('pharmacy_id', '=', request.account.id)
          .executeTakeFirst();
        if (deleted.numDeletedRows === 0n) throw cardNotFound();
        return ok(request, reply, await listCards(db, request.account.id), 'pharmacy.cardDeleted');
      },
    );
  });
}
