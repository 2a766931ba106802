import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';
import type { Role } from '../../src/contract/constants.js';
import type { FulfilmentState } from '../../src/contract/fulfilment.js';

/** Kysely types of the tables of migrations/001_init.ts. Money columns are integer centimes. */
// Insertable as undefined (columns with a default); not wrapped in Generated<>, which would hide the Date type.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown | null, string | undefined | null, string | null>;

export interface WilayasTable {
  id: Generated<number>;
  code: number;
  name: string;
  name_ar: string;
  from2027: Generated<boolean>;
}

export interface AdminsTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string | null;
  language: Generated<number>;
  created_at: Timestamp;
}

export interface FranchiseesTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string | null;
  phone1: string;
  phone2: string | null;
  wilaya_id: number;
  adress1: string;
  adress2: string | null;
  zip: string;
  id_type: Generated<number>;
  personal_id: string;
  language: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** bumped by a trigger when a column its back-office form shows changes (migration 019, D23) */
  version: Generated<number>;
}

export interface PharmaciesTable {
  id: Generated<number>;
  name: string;
  /** the name folded for search (`portal_fold`: unaccent + lower), computed by the database (migration 030, D77) */
  search_name: GeneratedAlways<string>;
  email: string;
  password_hash: string | null;
  phone1: string;
  phone2: string | null;
  rc: string;
  nif: string;
  rib: string;
  wilaya_id: number;
  zip: string;
  address1: string;
  address2: string | null;
  franchisee_id: number | null;
  poc_first_name: string | null;
  poc_last_name: string | null;
  poc_email: string | null;
  poc_phone: string | null;
  language: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
  /** bumped by a trigger when a column its back-office form shows changes (migration 019, D23) */
  version: Generated<number>;
  /** issue 30: null = the configuration's default (DEFAULT_PAYMENT_TERMS_DAYS, DEFAULT_CREDIT_LIMIT) */
  payment_terms_days: number | null;
  credit_limit: number | null;
  /** what happens by default to the rest of a line the stock cannot give (migration 052, issue 41 §1) */
  backorder_policy: Generated<'keep' | 'drop' | 'hold'>;
}

export interface CategoriesTable {
  id: Generated<number>;
  name_fr: string;
  name_en: string;
  description_fr: string;
  description_en: string;
  /** optional Arabic name and description, '' when none (migration 027, D64) */
  name_ar: Generated<string>;
  description_ar: Generated<string>;
  created_at: Timestamp;
  /** bumped by a trigger when a column its back-office form shows changes (migration 019, D23) */
  version: Generated<number>;
}

export interface ProductsTable {
  id: Generated<number>;
  category_id: number;
  ref: string;
  name: string;
  description_fr: Generated<string>;
  description_en: Generated<string>;
  /** optional Arabic name and description, '' when none (migration 027, D64) */
  name_ar: Generated<string>;
  description_ar: Generated<string>;
  quantity: Generated<number>;
  cost: number;
  price: number;
  customer_price: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
  /** ` name | arabic name | ref`, folded for search by `portal_search_fold` (migrations 016, 027), computed by the database */
  search_text: GeneratedAlways<string>;
  /** bumped by a trigger when a column its edit form shows changes, never by a stock movement (migration 019, D23, D24) */
  version: Generated<number>;
  /** optional GTIN as 14 digits, unique among live products (migration 033) */
  gtin: string | null;
  /** optional laboratory (migration 049, issue 40) */
  brand: Generated<string | null>;
}

/** A product's lots (migration 033, docs/lots.md): the opening lot has lot '' and no expiry. */
export interface LotsTable {
  id: Generated<number>;
  product_id: number;
  lot: Generated<string>;
  /** a date: read it with to_char(expiry, 'YYYY-MM-DD') (drivers give a Date at local midnight), written as YYYY-MM-DD */
  expiry: ColumnType<Date | string | null, string | null | undefined, string | null>;
  on_hand: Generated<number>;
  /** its units count in products.quantity (D79) */
  sellable: Generated<boolean>;
  /** blocked by a recall */
  blocked: Generated<boolean>;
  received_at: Generated<Date>;
}

/** Which lots each shipped line was taken from (migration 033). */
export interface ShipmentLotLinesTable {
  shipment_id: number;
  product_id: number;
  /** null once the product and its lots were removed (D83); the lot number and expiry stay */
  lot_id: number | null;
  /** '' for the opening lot */
  lot: string;
  /** YYYY-MM-DD in Algiers (a date column) */
  expiry: ColumnType<Date | string | null, string | null, string | null>;
  quantity: number;
}

/** A recall of a lot (migration 034, docs/lots.md "Recalls"); product and lot copied, as the trace is (D83). */
export interface RecallsTable {
  id: Generated<number>;
  product_id: number;
  lot_id: number | null;
  product_ref: string;
  product_name: string;
  product_name_ar: string | null;
  lot: string;
  /** a date: read it with to_char(expiry, 'YYYY-MM-DD') */
  expiry: ColumnType<Date | string | null, string | null, string | null>;
  reason: string;
  started_at: Generated<Date>;
  started_by: number | null;
  started_by_name: string;
  blocked_units: number;
}

/** A pharmacy a recall reached, from the shipments of the lot, and its answer (migration 034). */
export interface RecallPharmaciesTable {
  recall_id: number;
  pharmacy_id: number;
  wilaya_id: number;
  quantity_shipped: number;
  first_shipped_at: Timestamp;
  last_shipped_at: Timestamp;
  acknowledged_at: NullableTimestamp;
  quantity_on_hand: number | null;
  reminded_at: NullableTimestamp;
}

/** An unshipped order the other lots could no longer cover when a recall blocked its lot (D91). */
export interface RecallShortOrdersTable {
  recall_id: number;
  order_id: number;
  order_no: string;
  missing: number;
}

export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  path: string;
  is_main: Generated<boolean>;
  position: Generated<number>;
  created_at: Timestamp;
}

export interface BasketItemsTable {
  pharmacy_id: number;
  product_id: number;
  quantity: number;
  added_at: Timestamp;
}

export interface AddressesTable {
  id: Generated<number>;
  pharmacy_id: number;
  address: string;
  created_at: Timestamp;
}

export interface CardsTable {
  id: Generated<number>;
  pharmacy_id: number;
  card_name: string;
  card_holder: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  created_at: Timestamp;
}

/** `late_paid`: a superseded or cancelled attempt paid late in a tab left open, never kept but refunded (D27). */
export type OrderState =
  | 'awaiting_payment'
  | 'paid'
  | 'pending_validation'
  | 'failed'
  | 'expired'
  | 'superseded'
  | 'cancelled'
  | 'late_paid'
  | 'rejected';

export interface OrdersTable {
  id: Generated<number>;
  order_no: string;
  pharmacy_id: number;
  wilaya_id: number;
  address: string;
  status: Generated<number>;
  payement_type: number;
  state: OrderState;
  price_without_tax: number;
  tax_rate: number;
  tax_amount: number;
  stamp_duty: Generated<number>;
  total: number;
  refunded_amount: Generated<number>;
  note: string | null;
  stock_released: Generated<boolean>;
  expires_at: NullableTimestamp;
  paid_at: NullableTimestamp;
  /** an offline order an admin rejected instead of validating (migration 023) */
  rejected_at: NullableTimestamp;
  rejection_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** the order's life after it is placed, null before (migration 025, src/contract/fulfilment.ts) */
  fulfilment: FulfilmentState | null;
  due_at: NullableTimestamp;
  /** held with its back-orders until it can ship complete: out of the preparation queue until released (053) */
  hold_id: Generated<number | null>;
  preparing_at: NullableTimestamp;
  preparing_by: number | null;
  /** an offline order whose invoice was wholly paid by card from My account: the invoice payment that paid it (migration 048, D114) */
  card_invoice_payment_id: number | null;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  ref: string;
  name: string;
  /** units that leave the warehouse: the paid ones and the free units (issue 40); paid = quantity - free_quantity */
  quantity: number;
  /** the unit price paid, after the price list and a percentage (issue 40) */
  unit_price: number;
  /** unit_price × the paid units */
  total: number;
  /** free units (UG) included in quantity (migration 049) */
  free_quantity: Generated<number>;
  /** the catalogue price and the price list's price before a percentage, when the order was placed; null before issue 40 */
  base_price: number | null;
  list_price: number | null;
  /** (list_price - unit_price) × the paid units */
  discount_amount: Generated<number>;
  price_list_id: number | null;
  /** the promotion of the percentage, and the one of the free units */
  promotion_id: number | null;
  free_promotion_id: number | null;
}

/** Named sets of pharmacies a price list or a promotion can cover (migration 049). */
export interface PharmacyGroupsTable {
  id: Generated<number>;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PharmacyGroupMembersTable {
  group_id: number;
  pharmacy_id: number;
}

type DayColumn = ColumnType<Date | string | null, string | null | undefined, string | null>;

/** A contract price list (migration 049, docs/pricing.md): whom it covers and when; read days with to_char. */
export interface PriceListsTable {
  id: Generated<number>;
  name: string;
  scope: 'pharmacies' | 'group' | 'wilayas';
  scope_ids: number[];
  valid_from: DayColumn;
  valid_to: DayColumn;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

/** A product's substitutes in the admin's order (migration 050, issue 41). */
export interface ProductSubstitutesTable {
  product_id: number;
  substitute_id: number;
  position: number;
}

/** A pharmacy's "tell me when it is back" (migration 050): waiting while notified_at is null. */
export interface AvailabilityRequestsTable {
  id: Generated<number>;
  pharmacy_id: number;
  product_id: number;
  created_at: Timestamp;
  notified_at: NullableTimestamp;
}

/** What a pharmacy asked for and did not get (migration 051, issue 41 §5). */
export interface UnservedDemandTable {
  id: Generated<string>;
  product_id: number;
  pharmacy_id: number;
  wilaya_id: number;
  kind: 'capped' | 'refused' | 'search' | 'dropped' | 'expired';
  quantity: number;
  created_at: Timestamp;
}

/** The back-ordered part of a basket line, accepted with `backorder: true` (migration 052, issue 41 §1). */
export interface BasketBackordersTable {
  pharmacy_id: number;
  product_id: number;
  quantity: number;
  added_at: Timestamp;
}

/** A back-order kept at checkout: `quantity` is what is left to serve, oldest first per product (migration 052). */
export interface BackordersTable {
  id: Generated<number>;
  pharmacy_id: number;
  wilaya_id: number;
  product_id: number;
  address_id: number | null;
  source_order_id: number | null;
  /** the hold it belongs to, when its pharmacy holds orders until complete (migration 053) */
  hold_id: Generated<number | null>;
  ordered_quantity: number;
  quantity: number;
  status: Generated<'waiting' | 'served' | 'cancelled' | 'expired'>;
  created_at: Timestamp;
  expires_at: Timestamp;
  ended_at: NullableTimestamp;
}

/** An order held with its back-orders until it can ship complete, released when none waits (migration 053). */
export interface BackorderHoldsTable {
  id: Generated<number>;
  pharmacy_id: number;
  created_at: Generated<Timestamp>;
  released_at: NullableTimestamp;
}

/** A quota's share per wilaya: a percentage of the product's supply of the period (migration 055, D127). */
export interface ProductQuotaSharesTable {
  product_id: number;
  wilaya_id: number;
  percent: number;
}

/** A version that moves with the commit of what changes a cache's data, spread over four rows (migration 054). */
export interface ReadVersionsTable {
  name: string;
  shard: number;
  v: Generated<number>;
}

/** Units of a back-order served by a goods-in, as the order they became (migration 052). */
export interface BackorderServingsTable {
  id: Generated<number>;
  backorder_id: number;
  order_id: number;
  quantity: number;
  served_at: Timestamp;
}

/** A product's quota per pharmacy over a rolling period (migration 050). */
export interface ProductQuotasTable {
  product_id: number;
  per_pharmacy: number;
  period_days: number;
  updated_at: Timestamp;
}

export interface PriceListItemsTable {
  price_list_id: number;
  product_id: number;
  min_quantity: Generated<number>;
  price: number;
}

export interface PromotionsTable {
  id: Generated<number>;
  name: string;
  kind: 'free_units' | 'percent';
  product_ids: number[] | null;
  category_id: number | null;
  brand: string | null;
  buy_quantity: number | null;
  free_quantity: number | null;
  /** hundredths of a percent */
  percent_bp: number | null;
  min_quantity: Generated<number>;
  scope: Generated<'all' | 'pharmacies' | 'group' | 'wilayas'>;
  scope_ids: Generated<number[]>;
  valid_from: DayColumn;
  valid_to: DayColumn;
  max_free_units: number | null;
  free_units_given: Generated<number>;
  combinable: Generated<boolean>;
  ended_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface OrderNotesTable {
  id: Generated<number>;
  order_id: number;
  admin_id: number | null;
  note: string;
  created_at: Timestamp;
}

/**
 * `superseded` and `cancelled` attempts are closed on our side but their gateway session may still be paid; paid
 * so, they become `late_paid` (a refund in full is owed) and `refunded` once the gateway made it (D27).
 */
export type PaymentStatus =
  'registered' | 'paid' | 'declined' | 'error' | 'expired' | 'superseded' | 'cancelled' | 'late_paid' | 'refunded';

export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  provider: string;
  order_number: string;
  provider_order_id: string | null;
  amount: number;
  status: PaymentStatus;
  form_url: string | null;
  resp_code: string | null;
  resp_code_desc: string | null;
  approval_code: string | null;
  pan_masked: string | null;
  error_message: string | null;
  refunded_amount: Generated<number>;
  raw: Json;
  confirmed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RefundsTable {
  id: Generated<number>;
  payment_id: number;
  admin_id: number | null;
  amount: number;
  status: string;
  raw: Json;
  /** the credit note it pays back (D108, migration 044) */
  credit_note_id: number | null;
  created_at: Timestamp;
}

export interface InvoiceCountersTable {
  year: number;
  last_seq: number;
}

export interface InvoicesTable {
  id: Generated<number>;
  order_id: number;
  year: number;
  seq: number;
  number: string;
  issued_at: Timestamp;
}

/** Invoice PDFs drawn once per order and language, kept while their inputs' fingerprint holds (migration 023). */
export interface InvoicePdfsTable {
  order_id: number;
  lang: string;
  fingerprint: string;
  pdf: Uint8Array;
  rendered_at: Timestamp;
}

/** Carriers a shipment can leave with; `tracking_url_template` holds `{tracking}` (migration 024). */
export interface CarriersTable {
  id: Generated<number>;
  name: string;
  tracking_url_template: string | null;
  is_demo: Generated<boolean>;
  active: Generated<boolean>;
  created_at: Timestamp;
}

/** What left the warehouse for an order: its own part ('order') or a dispute's replacement (migration 024). */
export interface ShipmentsTable {
  id: Generated<number>;
  order_id: number;
  pharmacy_id: number;
  kind: Generated<'order' | 'replacement'>;
  carrier_id: number | null;
  tracking_no: string | null;
  created_by: number | null;
  created_at: Timestamp;
  delivered_at: NullableTimestamp;
  receiver_name: string | null;
  delivered_by_role: string | null;
  delivered_by: number | null;
}

/** Public holidays of the lunar calendar, set per year by the admin (migration 025); fixed-date ones are built in. */
export interface HolidaysTable {
  day: ColumnType<string, string, string>;
  name: string;
  created_at: Timestamp;
}

export interface ShipmentLinesTable {
  shipment_id: number;
  product_id: number;
  quantity: number;
}

/** Credit notes (avoirs) of the ledger, numbered per year by credit_note_counters (migration 026). */
export interface CreditNoteCountersTable {
  year: number;
  last_seq: number;
}

export interface CreditNotesTable {
  id: Generated<number>;
  order_id: number;
  pharmacy_id: number;
  wilaya_id: number;
  year: number;
  seq: number;
  number: string;
  invoice_number: string;
  source: 'dispute' | 'cancellation' | 'refund' | 'stamp_duty';
  reason: string | null;
  price_without_tax: number;
  tax_rate: number;
  tax_amount: number;
  /** the cash order's stamp duty this note gives back (D61) */
  stamp_duty: Generated<number>;
  total: number;
  refunded_to_card: Generated<number>;
  created_by: number | null;
  issued_at: Timestamp;
  dispute_id: number | null;
}

export interface CreditNoteLinesTable {
  credit_note_id: number;
  /** null on the one line of a refund by amount (migration 044) */
  product_id: number | null;
  ref: string;
  name: string;
  quantity: number;
  unit_price: number;
  total: number;
}

export type DisputeReason = 'missing' | 'damaged' | 'wrong_product' | 'short_expiry' | 'other';
export type DisputeResolution = 'refused' | 'replacement' | 'credit_note';

/** A pharmacy's "report a problem" on a delivered order (migration 026). */
export interface DisputesTable {
  id: Generated<number>;
  order_id: number;
  pharmacy_id: number;
  wilaya_id: number;
  comment: Generated<string>;
  opened_at: Timestamp;
  due_at: Timestamp;
  resolution: DisputeResolution | null;
  resolution_reason: string | null;
  resolved_at: NullableTimestamp;
  resolved_by: number | null;
  credit_note_id: number | null;
  replacement_shipment_id: number | null;
}

export interface DisputeLinesTable {
  dispute_id: number;
  product_id: number;
  quantity: number;
  reason: DisputeReason;
}

export interface DisputePhotosTable {
  id: Generated<number>;
  dispute_id: number;
  path: string;
  created_at: Timestamp;
}

export interface DisputeMessagesTable {
  id: Generated<number>;
  dispute_id: number;
  author_role: 'pharmacy' | 'admin';
  author_id: number;
  body: string;
  created_at: Timestamp;
}

/** What the admin cancelled of an order not shipped yet, per product (migration 026). */
export interface OrderCancellationsTable {
  id: Generated<number>;
  order_id: number;
  created_by: number | null;
  created_at: Timestamp;
  amount: number;
  credit_note_id: number | null;
  refund_status: Generated<'none' | 'pending' | 'done' | 'failed'>;
}

export interface OrderCancellationLinesTable {
  cancellation_id: number;
  product_id: number;
  quantity: number;
}

export interface TokensTable {
  id: Generated<number>;
  role: string;
  account_id: number;
  kind: 'access' | 'refresh';
  token_hash: string;
  family: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: Timestamp;
  /** When the family's session was signed in (021): no token of it lives past this plus SESSION_MAX_AGE. */
  signed_in_at: Timestamp;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  role: string;
  account_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface AuthAttemptsTable {
  id: Generated<number>;
  key: string;
  created_at: Timestamp;
}

export interface OutgoingMailTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: Json;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  sent_at: NullableTimestamp;
  created_at: Timestamp;
  /** carries a single-use link: the body is cleared once sent or given up */
  holds_secret: Generated<boolean>;
  /** number of the current lease (incremented at each claim) */
  claim: Generated<number>;
}

/** migrations/006_audit_stats.ts: append-only (a trigger refuses UPDATE and DELETE). */
export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  actor_role: string;
  actor_id: number;
  actor_email: string;
  action: 'create' | 'update' | 'delete';
  resource: string;
  resource_id: string;
  resource_label: Generated<string>;
  changes: ColumnType<unknown, string | undefined, never>;
}

/** Orders per UTC day, wilaya and state, kept by the order_stats_track trigger. */
export interface OrderStatsDailyTable {
  /** read it with to_char: drivers turn a date into a local-time Date */
  day: ColumnType<unknown, string, string>;
  wilaya_id: number;
  state: string;
  orders: number;
  total: number;
  price_without_tax: number;
  /** the refunds of those orders (orders.refunded_amount), centimes */
  refunded: Generated<number>;
  /** their stamp duty (orders.stamp_duty), centimes: total − stamp_duty is their TTC (migration 023) */
  stamp_duty: Generated<number>;
}

/** The network's order lines per product, state and month (migration 009). */
export interface ProductSalesTable {
  state: string;
  /** the month's first day; read it with to_char, as order_stats_daily.day */
  month: ColumnType<unknown, string, string>;
  /** 0: lines whose product was removed for good */
  product_id: number;
  quantity: number;
  total: number;
}

export interface JobRunsTable {
  name: string;
  day: ColumnType<unknown, string, string>;
  ran_at: Timestamp;
}

/** Orders per pharmacy, wilaya and state, kept by a trigger (migration 004): the unsearched lists' totals. */
export interface OrderCountsTable {
  pharmacy_id: number;
  wilaya_id: number;
  state: string;
  n: number;
}

/** The same numbers as `order_counts` per wilaya and state (migration 015). */
export interface OrderCountsByWilayaTable {
  wilaya_id: number;
  state: string;
  n: number;
}

/** Listed (not withdrawn) products per category, kept by a trigger (migration 012). */
/**
 * What a search reads of a product not withdrawn (migration 030, D76): its folded search text and the columns the
 * search filters and sorts by, kept by a trigger on `products`; `id` is the product's. Not the stock.
 */
export interface ProductSearchTable {
  id: number;
  search_text: string;
  category_id: number;
  ref: string;
  name: string;
  name_ar: string;
  cost: number;
  price: number;
  customer_price: number;
  created_at: Timestamp;
}

export interface ProductCountsTable {
  category_id: number;
  n: number;
}

/** The first answer to an account's `Idempotency-Key` (migrations 003, 022), kept 24 hours. */
export interface IdempotencyKeysTable {
  /** the role of the account that sent the key (022): admin, franchise or pharmacy */
  role: Role;
  account_id: number;
  key: string;
  fingerprint: string;
  status_code: number | null;
  response: string | null;
  created_at: Generated<Date>;
  /** set in the transaction of the write the key guards, as it commits: such a key is never given up before its 24 hours (D109, migration 045) */
  committed_at: NullableTimestamp;
}

export interface SandboxOrdersTable {
  id: string;
  order_number: string;
  amount: number;
  currency: string;
  return_url: string;
  fail_url: string;
  description: string;
  lang: string;
  terminal_id: string;
  udf1: string | null;
  status: Generated<number>;
  resp_code: string | null;
  action_code: Generated<number>;
  approval_code: string | null;
  pan: string | null;
  cardholder_name: string | null;
  expiration: string | null;
  refunded: Generated<number>;
  created_at: Generated<Date>;
  expires_at: Date;
  paid_at: Date | null;
}

export type LedgerKind = 'invoice' | 'payment' | 'credit_note' | 'refund' | 'reversal';
export type PaymentMethod = 'cash' | 'cheque' | 'transfer' | 'card';

/** issue 30: append-only; exactly one of debit and credit is positive */
export interface LedgerEntriesTable {
  id: Generated<number>;
  pharmacy_id: number;
  wilaya_id: number;
  kind: LedgerKind;
  debit: Generated<number>;
  credit: Generated<number>;
  order_id: number | null;
  credit_note_id: number | null;
  method: PaymentMethod | null;
  reference: string | null;
  bank: string | null;
  due_at: NullableTimestamp;
  reverses_id: number | null;
  created_by: number | null;
  created_at: Timestamp;
}

/** issue 30: which credit entry pays which debit entry */
export interface AllocationsTable {
  id: Generated<number>;
  pharmacy_id: number;
  credit_entry_id: number;
  debit_entry_id: number;
  /** negative when it undoes the allocation `reverses_id` (a reversed payment, migration 038) */
  amount: number;
  reverses_id: number | null;
  created_at: Timestamp;
}

export type CollectionStatus = 'pending' | 'confirmed' | 'rejected';

/** issue 30 §5 (D96): cash a franchisee collected, until the admin confirms (a ledger payment) or rejects it */
export interface CashCollectionsTable {
  id: Generated<number>;
  pharmacy_id: number;
  wilaya_id: number;
  franchisee_id: number;
  amount: number;
  reference: string | null;
  invoice_ids: ColumnType<number[], number[] | undefined, number[]>;
  status: ColumnType<CollectionStatus, CollectionStatus | undefined, CollectionStatus>;
  payment_entry_id: number | null;
  reason: string | null;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  created_at: Timestamp;
}

/** issue 30 §4: a card payment of several invoices at once (D98, D99) */
export type InvoicePaymentStatus =
  'registered' | 'paid' | 'declined' | 'error' | 'expired' | 'superseded' | 'late_paid' | 'refunded';

export interface InvoicePaymentsTable {
  id: Generated<number>;
  pharmacy_id: number;
  order_number: string;
  provider_order_id: string | null;
  amount: number;
  status: Generated<InvoicePaymentStatus>;
  lang: string;
  form_url: string | null;
  resp_code: string | null;
  resp_code_desc: string | null;
  approval_code: string | null;
  pan_masked: string | null;
  error_message: string | null;
  raw: Json;
  ledger_entry_id: number | null;
  expires_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
  /** the refund of a replaced attempt paid late asked of the gateway, by whom it is claimed (D110, migration 046) */
  refund_claimed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** issue 30 §4: the invoices an invoice payment names, and what was left on each when it was registered */
export interface InvoicePaymentItemsTable {
  invoice_payment_id: number;
  position: number;
  invoice_id: number;
  debit_entry_id: number;
  amount: number;
}

/** issue 30 (migration 038): the overdue reminders sent, one per invoice entry and step (1, 15 or 30 days) */
export interface AccountRemindersTable {
  ledger_entry_id: number;
  step: number;
  pharmacy_id: number;
  sent_at: Timestamp;
}

/** issue 30 §6 (migration 039, D103): per pharmacy, what its entries sum to; kept by triggers on the ledger */
export interface AccountBalancesTable {
  pharmacy_id: number;
  balance: number;
  unallocated: number;
}

/** issue 30 §6 (migration 039): a debit with something left to pay, and how much; kept by triggers on the ledger */
export interface OpenDebitsTable {
  entry_id: number;
  pharmacy_id: number;
  kind: LedgerKind;
  due_at: Timestamp | null;
  left_to_pay: number;
}

/** issue 31 §4 (migration 040): the catalogue's words, a typo is corrected against them */
export interface SearchWordsTable {
  word: string;
}

export interface DB {
  wilayas: WilayasTable;
  admins: AdminsTable;
  franchisees: FranchiseesTable;
  pharmacies: PharmaciesTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  basket_items: BasketItemsTable;
  addresses: AddressesTable;
  cards: CardsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_notes: OrderNotesTable;
  pharmacy_groups: PharmacyGroupsTable;
  pharmacy_group_members: PharmacyGroupMembersTable;
  price_lists: PriceListsTable;
  price_list_items: PriceListItemsTable;
  product_substitutes: ProductSubstitutesTable;
  availability_requests: AvailabilityRequestsTable;
  product_quotas: ProductQuotasTable;
  unserved_demand: UnservedDemandTable;
  basket_backorders: BasketBackordersTable;
  backorders: BackordersTable;
  backorder_servings: BackorderServingsTable;
  backorder_holds: BackorderHoldsTable;
  read_versions: ReadVersionsTable;
  product_quota_shares: ProductQuotaSharesTable;
  promotions: PromotionsTable;
  payments: PaymentsTable;
  refunds: RefundsTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
  invoice_pdfs: InvoicePdfsTable;
  carriers: CarriersTable;
  shipments: ShipmentsTable;
  shipment_lines: ShipmentLinesTable;
  lots: LotsTable;
  shipment_lot_lines: ShipmentLotLinesTable;
  recalls: RecallsTable;
  recall_pharmacies: RecallPharmaciesTable;
  recall_short_orders: RecallShortOrdersTable;
  holidays: HolidaysTable;
  credit_note_counters: CreditNoteCountersTable;
  credit_notes: CreditNotesTable;
  credit_note_lines: CreditNoteLinesTable;
  disputes: DisputesTable;
  dispute_lines: DisputeLinesTable;
  dispute_photos: DisputePhotosTable;
  dispute_messages: DisputeMessagesTable;
  order_cancellations: OrderCancellationsTable;
  order_cancellation_lines: OrderCancellationLinesTable;
  ledger_entries: LedgerEntriesTable;
  allocations: AllocationsTable;
  cash_collections: CashCollectionsTable;
  invoice_payments: InvoicePaymentsTable;
  invoice_payment_items: InvoicePaymentItemsTable;
  account_reminders: AccountRemindersTable;
  account_balances: AccountBalancesTable;
  open_debits: OpenDebitsTable;
  search_words: SearchWordsTable;
  tokens: TokensTable;
  password_resets: PasswordResetsTable;
  auth_attempts: AuthAttemptsTable;
  outgoing_mail: OutgoingMailTable;
  audit_log: AuditLogTable;
  order_stats_daily: OrderStatsDailyTable;
  product_sales: ProductSalesTable;
  job_runs: JobRunsTable;
  order_counts: OrderCountsTable;
  order_counts_by_wilaya: OrderCountsByWilayaTable;
  product_counts: ProductCountsTable;
  product_search: ProductSearchTable;
  idempotency_keys: IdempotencyKeysTable;
  sandbox_orders: SandboxOrdersTable;
}

export type Pharmacy = Selectable<PharmaciesTable>;
export type Product = Selectable<ProductsTable>;
export type Order = Selectable<OrdersTable>;
export type NewOrder = Insertable<OrdersTable>;
export type OrderUpdate = Updateable<OrdersTable>;
