import { sql } from 'kysely';
import type { Database } from '../db/index.js';
import type { OrderState } from '../db/schema.js';
import type { Lang } from '../../src/contract/constants.js';
import { shownProductName } from '../queries/products.js';

/** Everything printed on an invoice, money in centimes. */
export interface InvoiceData {
  order: {
    id: number;
    orderNo: string;
    state: OrderState;
    status: number;
    paymentType: number;
    address: string;
    priceWithoutTax: number;
    taxRate: number;
    taxAmount: number;
    stampDuty: number;
    total: number;
    refunded: number;
    createdAt: Date;
    paidAt: Date | null;
    /** an offline order an admin rejected (issue 26, point 18) */
    rejectedAt: Date | null;
    rejectionReason: string | null;
    /** an offline order whose invoice was wholly paid by card from My account (D114): printed as paid by card */
    cardPaid: boolean;
    /** the credit note that gave its stamp duty back, when it was paid so (D114) */
    stampGivenBack: { number: string; amount: number } | null;
  };
  invoice: { number: string; issuedAt: Date } | null;
  buyer: {
    name: string;
    address1: string;
    address2: string | null;
    zip: string;
    wilaya: string | null;
    /** the wilaya's Arabic name, printed on an Arabic invoice */
    wilayaAr: string | null;
    rc: string;
    nif: string;
    rib: string;
    phone: string;
    email: string;
  };
  lines: InvoiceLine[];
  payment: {
    orderNumber: string;
    providerOrderId: string | null;
    approvalCode: string | null;
    pan: string | null;
    confirmedAt: Date | null;
  } | null;
  /** set when the document is a credit note (server/ledger/creditNotePdf.ts): the order's amounts are then the credit's */
  credit?: { number: string; issuedAt: Date; invoiceNumber: string; reason: string };
}

/**
 * A line as the order kept it (issue 40, D120): never priced again. `quantity` is the units paid for, `freeQuantity`
 * the free units (UG) shipped on top at 0 DA, printed as their own line; `basePrice` the catalogue unit price when the
 * order was placed (null before issue 40, or on a credit note), and `discount` what the line's paid units cost less
 * than at that price (the price list and a percentage together); `percentDiscount` the percentage's part of it.
 */
export interface InvoiceLine {
  ref: string;
  name: string;
  quantity: number;
  unitPrice: number;
  total: number;
  freeQuantity: number;
  basePrice: number | null;
  discount: number;
  percentDiscount: number;
  /**
   * A credit note's line on an order line with free units (D121): what that order line cost for how many units
   * shipped, free ones among them; its unit price is then the average paid per unit shipped.
   */
  averageOf?: { total: number; units: number; free: number };
}

type LineRow = {
  ref: string;
  name: string;
  name_ar: string | null;
  quantity: number;
  unit_price: number;
  total: number;
  free_quantity: number;
  base_price: number | null;
  discount_amount: number;
};

/** An order line as an invoice prints it: paid units, free units and the discount against the catalogue price. */
export function invoiceLineOf(l: Omit<LineRow, 'name_ar'>, name: string): InvoiceLine {
  const free = Number(l.free_quantity ?? 0);
  const paid = l.quantity - free;
  const unitPrice = Number(l.unit_price);
  const basePrice = l.base_price === null || l.base_price === undefined ? null : Number(l.base_price);
  const discount = basePrice !== null && basePrice > unitPrice ? (basePrice - unitPrice) * paid : 0;
  return {
    ref: l.ref,
    name,
    quantity: paid,
    unitPrice,
    total: Number(l.total),
    freeQuantity: free,
    basePrice,
    discount,
    percentDiscount: Math.min(discount, Math.max(0, Number(l.discount_amount ?? 0))),
  };
}
type PaymentRow = {
  order_number: string;
  provider_order_id: string | null;
  approval_code: string | null;
  pan_masked: string | null;
  confirmed_at: string | null;
};

/**
 * Everything an invoice prints, in one round trip (the lines and the payment as JSON). An offline order's invoice
 * still provisional (written with its order, numbered after the commit) is numbered by this very read
 * (`invoice_number()`, migration 011), so the PDF of a just-placed order costs one query.
 * A line is named as ordered, or by its product's Arabic name today for an Arabic reader when there is one (D67).
 */
export async function loadInvoiceData(db: Database, orderId: number, lang: Lang = 'fr'): Promise<InvoiceData | null> {
  const o = await db
    .selectFrom('orders as o')
    .innerJoin('pharmacies as p', 'p.id', 'o.pharmacy_id')
    .leftJoin('wilayas as w', 'w.id', 'p.wilaya_id')
    .leftJoin('invoices as i', 'i.order_id', 'o.id')
    .select([
      'o.id',
      'o.order_no',
      'o.state',
      'o.status',
      'o.payement_type',
      'o.address',
      'o.price_without_tax',
      'o.tax_rate',
      'o.tax_amount',
      'o.stamp_duty',
      'o.total',
      'o.refunded_amount',
      'o.created_at',
      'o.paid_at',
      'o.rejected_at',
      'o.rejection_reason',
      'o.card_invoice_payment_id',
      'p.name',
      'p.address1',
      'p.address2',
      'p.zip',
      'p.rc',
      'p.nif',
      'p.rib',
      'p.phone1',
      'p.email',
      'w.name as wilaya',
      'w.name_ar as wilaya_ar',
      // a provisional invoice is numbered here (CASE: only then); its date stays the order's
      sql<string | null>`CASE WHEN i.seq < 0 THEN (SELECT n.number FROM invoice_number(o.id) n) ELSE i.number END`.as(
        'invoice_number',
      ),
      'i.issued_at',
      sql<LineRow[]>`(SELECT coalesce(json_agg(json_build_object('ref', l.ref, 'name', l.name,
        'name_ar', (SELECT pr.name_ar FROM products pr WHERE pr.id = l.product_id), 'quantity', l.quantity,
        'unit_price', l.unit_price, 'total', l.total, 'free_quantity', l.free_quantity, 'base_price', l.base_price,
        'discount_amount', l.discount_amount) ORDER BY l.id), '[]') FROM order_lines l WHERE l.order_id = o.id)`.as(
        'lines',
      ),
      sql<PaymentRow | null>`(SELECT json_build_object('order_number', y.order_number, 'provider_order_id', y.provider_order_id,
        'approval_code', y.approval_code, 'pan_masked', y.pan_masked, 'confirmed_at', y.confirmed_at)
        FROM payments y WHERE y.order_id = o.id AND y.status = 'paid' ORDER BY y.id DESC LIMIT 1)`.as('payment'),
      // the invoice payment of My account that paid an offline order's invoice (D114): its SATIM transaction
      sql<PaymentRow | null>`(SELECT json_build_object('order_number', y.order_number, 'provider_order_id', y.provider_order_id,
        'approval_code', y.approval_code, 'pan_masked', y.pan_masked, 'confirmed_at', y.confirmed_at)
        FROM invoice_payments y WHERE y.id = o.card_invoice_payment_id)`.as('invoice_payment'),
      sql<{ number: string; amount: number } | null>`(SELECT json_build_object('number', n.number, 'amount', n.total)
        FROM credit_notes n WHERE n.order_id = o.id AND n.source = 'stamp_duty' ORDER BY n.id LIMIT 1)`.as(
        'stamp_given_back',
      ),
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!o) return null;
  const { lines } = o;
  const payment = o.payment ?? o.invoice_payment;
  return {
    order: {
      id: o.id,
      orderNo: o.order_no,
      state: o.state,
      status: o.status,
      paymentType: o.payement_type,
      address: o.address,
      priceWithoutTax: Number(o.price_without_tax),
      taxRate: Number(o.tax_rate),
      taxAmount: Number(o.tax_amount),
      stampDuty: Number(o.stamp_duty),
      total: Number(o.total),
      refunded: Number(o.refunded_amount),
      createdAt: new Date(o.created_at),
      paidAt: o.paid_at ? new Date(o.paid_at) : null,
      rejectedAt: o.rejected_at ? new Date(o.rejected_at) : null,
      rejectionReason: o.rejection_reason,
      cardPaid: o.card_invoice_payment_id !== null,
      stampGivenBack: o.stamp_given_back
        ? { number: o.stamp_given_back.number, amount: Number(o.stamp_given_back.amount) }
        : null,
    },
    invoice: o.invoice_number && o.issued_at ? { number: o.invoice_number, issuedAt: new Date(o.issued_at) } : null,
    buyer: {
      name: o.name,
      address1: o.address1,
      address2: o.address2,
      zip: o.zip,
      // "31300 Oran": the postal code already says the wilaya's number
      wilaya: o.wilaya,
      wilayaAr: o.wilaya_ar,
      rc: o.rc,
      nif: o.nif,
      rib: o.rib,
      phone: o.phone1,
      email: o.email,
    },
    lines: lines.map((l) => invoiceLineOf(l, shownProductName(lang, l))),
    payment: payment
      ? {
          orderNumber: payment.order_number,
          providerOrderId: payment.provider_order_id,
          approvalCode: payment.approval_code,
          pan: payment.pan_masked,
          confirmedAt: payment.confirmed_at ? new Date(payment.confirmed_at) : null,
        }
      : null,
  };
}
