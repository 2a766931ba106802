import { sql } from 'kysely';
import { type Lang, toDinars } from '../../src/contract/constants.js';
import {
  type DisputeDetailView,
  type DisputeView,
  disputeReasonKey,
  disputeResolutionKey,
} from '../../src/contract/disputes.js';
import { translate } from '../../src/contract/messages/index.js';
import type { Database } from '../db/index.js';
import type { DisputeReason, DisputeResolution } from '../db/schema.js';
import { lineCredit } from '../pricing/credit.js';
import { clampPage } from '../queries/paging.js';
import type { DisputeScope } from './disputes.js';

export type DisputeStatusFilter = 'open' | 'resolved' | undefined;

type ClaimedLine = { claimed: number; units: number; total: number | string };

/** What a dispute's claimed units are worth: the credit rule on each line (server/pricing/credit.ts, D121). */
const claimedAmount = (lines: ClaimedLine[]) =>
  lines.reduce((s, l) => s + lineCredit({ total: Number(l.total), units: Number(l.units) }, Number(l.claimed)), 0);

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function baseQuery(db: Database, scope: DisputeScope) {
  return db
    .selectFrom('disputes as d')
    .innerJoin('orders as o', 'o.id', 'd.order_id')
    .innerJoin('pharmacies as p', 'p.id', 'd.pharmacy_id')
    .leftJoin('credit_notes as c', 'c.id', 'd.credit_note_id')
    .select([
      'd.id',
      'd.order_id',
      'o.order_no',
      'o.payement_type',
      'd.pharmacy_id',
      'p.name as pharmacy_name',
      'd.wilaya_id',
      'd.comment',
      'd.opened_at',
      'd.due_at',
      'd.resolution',
      'd.resolution_reason',
      'd.resolved_at',
      'd.credit_note_id',
      'c.number as credit_note_number',
      'd.replacement_shipment_id',
      // each claimed line with what its order line cost for its units: valued by the credit rule (D121) in view()
      sql<ClaimedLine[]>`(SELECT coalesce(json_agg(json_build_object('claimed', dl.quantity, 'units', l.quantity,
        'total', l.total)), '[]') FROM dispute_lines dl
        JOIN order_lines l ON l.order_id = d.order_id AND l.product_id = dl.product_id WHERE dl.dispute_id = d.id)`.as(
        'claimed',
      ),
      sql<number>`(SELECT count(*) FROM dispute_lines dl WHERE dl.dispute_id = d.id)::int`.as('lines_count'),
    ])
    .$if(scope.pharmacyId !== undefined, (q) => q.where('d.pharmacy_id', '=', scope.pharmacyId!))
    .$if(scope.wilayaId !== undefined, (q) => q.where('d.wilaya_id', '=', scope.wilayaId!));
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function view(r: Row, lang: Lang, now: Date): DisputeView {
  const resolved = r.resolved_at !== null;
  const resolution = r.resolution as DisputeResolution | null;
  return {
    id: r.id,
    order_id: r.order_id,
    order_no: r.order_no,
    payement_type: r.payement_type,
    pharmacy_id: r.pharmacy_id,
    pharmacy_name: r.pharmacy_name,
    wilaya_id: r.wilaya_id,
    comment: r.comment,
    opened_at: iso(r.opened_at)!,
    due_at: iso(r.due_at)!,
    overdue: !resolved && new Date(r.due_at).getTime() < now.getTime(),
    status: resolved ? 'resolved' : 'open',
    status_label: translate(lang, resolved ? 'dispute.status.resolved' : 'dispute.status.open'),
    resolution,
    resolution_label: resolution ? translate(lang, disputeResolutionKey(resolution)) : null,
    resolution_reason: r.resolution_reason,
    resolved_at: iso(r.resolved_at),
    credit_note_id: r.credit_note_id,
    credit_note_number: r.credit_note_number ?? null,
    replacement_shipment_id: r.replacement_shipment_id,
    claimed_amount: toDinars(claimedAmount(r.claimed)),
    lines_count: r.lines_count,
  };
}

/**
 * A page of disputes: the admin's queue open ones first, the most overdue (earliest due) first, then the resolved
 * ones (index disputes_queue); a pharmacy's and a franchisee's newest first (disputes_of_pharmacy / _of_wilaya).
 */
export async function listDisputes(
  db: Database,
  q: {
    offset: unknown;
    limit: unknown;
    status?: DisputeStatusFilter;
    scope: DisputeScope;
    lang: Lang;
    orderId?: number;
  },
) {
  const { offset, limit } = clampPage(q.offset, q.limit, 20);
  const queue = q.scope.pharmacyId === undefined && q.scope.wilayaId === undefined;
  const filtered = <T extends ReturnType<typeof baseQuery>>(query: T) =>
    query
      .$if(q.status === 'open', (x) => x.where('d.resolved_at', 'is', null))
      .$if(q.status === 'resolved', (x) => x.where('d.resolved_at', 'is not', null))
      .$if(q.orderId !== undefined, (x) => x.where('d.order_id', '=', q.orderId!)) as T;
  const page = filtered(baseQuery(db, q.scope));
  const ordered = queue
    ? page
        .orderBy(sql`(d.resolved_at IS NOT NULL)`)
        .orderBy('d.due_at')
        .orderBy('d.id')
    : page.orderBy('d.id', 'desc');
  const [rows, count] = await Promise.all([
    ordered.limit(limit).offset(offset).execute(),
    db
      .selectFrom('disputes as d')
      .select(sql<number>`count(*)::int`.as('n'))
      .$if(q.scope.pharmacyId !== undefined, (x) => x.where('d.pharmacy_id', '=', q.scope.pharmacyId!))
      .$if(q.scope.wilayaId !== undefined, (x) => x.where('d.wilaya_id', '=', q.scope.wilayaId!))
      .$if(q.status === 'open', (x) => x.where('d.resolved_at', 'is', null))
      .$if(q.status === 'resolved', (x) => x.where('d.resolved_at', 'is not', null))
      .$if(q.orderId !== undefined, (x) => x.where('d.order_id', '=', q.orderId!))
      .executeTakeFirstOrThrow(),
  ]);
  const now = new Date();
  return { disputes: rows.map((r) => view(r, q.lang, now)), total: count.n };
}

/** One dispute with its lines, photos (`photoUrl`: the address of the caller's guarded call) and messages, if the caller may read it. */
export async function disputeDetail(
  db: Database,
  id: number,
  scope: DisputeScope,
  lang: Lang,
  photoUrl: (photoId: number) => string,
): Promise<DisputeDetailView | null> {
  const row = await baseQuery(db, scope).where('d.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [lines, photos, messages] = await Promise.all([
    db
      .selectFrom('dispute_lines as dl')
      .leftJoin('order_lines as l', (j) =>
        j.on('l.order_id', '=', row.order_id).onRef('l.product_id', '=', 'dl.product_id'),
      )
      .select(['dl.product_id', 'dl.quantity', 'dl.reason', 'l.ref', 'l.name', 'l.unit_price'])
      .where('dl.dispute_id', '=', id)
      .orderBy('dl.product_id')
      .execute(),
    db.selectFrom('dispute_photos').select(['id']).where('dispute_id', '=', id).orderBy('id').execute(),
    db
      .selectFrom('dispute_messages')
      .select(['id', 'author_role', 'body', 'created_at'])
      .where('dispute_id', '=', id)
      .orderBy('id')
      .execute(),
  ]);
  return {
    ...view(row, lang, new Date()),
    lines: lines.map((l) => ({
      product_id: l.product_id,
      ref: l.ref ?? '',
      name: l.name ?? '',
      quantity: l.quantity,
      reason: l.reason as DisputeReason,
      reason_label: translate(lang, disputeReasonKey(l.reason as DisputeReason)),
      unit_price: toDinars(Number(l.unit_price ?? 0)),
    })),
    // never the file's /media/ address: the caller's guarded call answers it (D116)
    photos: photos.map((p) => ({ id: p.id, url: photoUrl(p.id) })),
    messages: messages.map((m) => ({
      id: m.id,
      author_role: m.author_role,
      body: m.body,
      created_at: iso(m.created_at)!,
    })),
  };
}
