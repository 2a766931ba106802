/**
 * Disputes ("report a problem", issue 28 point 5), credit notes and cancellations: the rules the storefront's form,
 * the back office and the server share (docs/fulfilment.md, D60–D63).
 */
export const DISPUTE_REASONS = ['missing', 'damaged', 'wrong_product', 'short_expiry', 'other'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const isDisputeReason = (v: unknown): v is DisputeReason =>
  typeof v === 'string' && (DISPUTE_REASONS as readonly string[]).includes(v);

export const DISPUTE_RESOLUTIONS = ['refused', 'replacement', 'credit_note'] as const;
export type DisputeResolution = (typeof DISPUTE_RESOLUTIONS)[number];
export const isDisputeResolution = (v: unknown): v is DisputeResolution =>
  typeof v === 'string' && (DISPUTE_RESOLUTIONS as readonly string[]).includes(v);

/** Business days the admin has to settle a dispute (spec 000 §1). */
export const DISPUTE_DUE_BUSINESS_DAYS = 7;
/** Days after a delivery a problem may be reported, unless DISPUTE_WINDOW_DAYS says otherwise. */
export const DEFAULT_DISPUTE_WINDOW_DAYS = 7;
export const MAX_DISPUTE_PHOTOS = 3;
/**
 * A dispute photo's pixels (width × height) at most, read from its header before anything is decoded (D115): a
 * phone's ordinary photo (12 or 24 megapixels) passes; a 48–200 megapixel "high resolution" shot is refused, and the
 * message says so.
 */
export const DISPUTE_PHOTO_MAX_MEGAPIXELS = 25;
export const DISPUTE_PHOTO_MAX_PIXELS = DISPUTE_PHOTO_MAX_MEGAPIXELS * 1_000_000;
/** Bits per colour channel at most: JPEG and ordinary PNG or WebP have 8; a 16-bit PNG is refused (D115). */
export const DISPUTE_PHOTO_MAX_BITS = 8;
/** Dispute photos one pharmacy may send in an hour, counted in the database for every instance (D115). */
export const DISPUTE_PHOTOS_PER_HOUR = 30;
export const DISPUTE_COMMENT_MAX = 2000;
export const DISPUTE_MESSAGE_MAX = 2000;
export const RESOLUTION_REASON_MAX = 500;
export const DISPUTE_LINES_MAX = 200;
export const DISPUTES_PAGE_SIZE = 20;

/** The message key of a reason's, a resolution's and a dispute status' label (messages/disputes.ts). */
export const disputeReasonKey = (r: DisputeReason) => `dispute.reason.${r}`;
export const disputeResolutionKey = (r: DisputeResolution) => `dispute.resolution.${r}`;

/** Credit notes: AV-<year>-<sequence on at least 6 digits>, beside the invoices' FAC-… */
export const CREDIT_NOTE_PREFIX = 'AV';

/** A dispute as its lists and details answer it (addition of issue 28). */
export interface DisputeView {
  id: number;
  order_id: number;
  order_no: string;
  /** the order's payment type (1 offline, 2 card): a card order's credit note may be refunded to the card */
  payement_type: number;
  pharmacy_id: number;
  pharmacy_name: string;
  wilaya_id: number;
  comment: string;
  opened_at: string;
  due_at: string;
  overdue: boolean;
  status: 'open' | 'resolved';
  status_label: string;
  resolution: DisputeResolution | null;
  resolution_label: string | null;
  resolution_reason: string | null;
  resolved_at: string | null;
  credit_note_id: number | null;
  credit_note_number: string | null;
  replacement_shipment_id: number | null;
  /** claimed value excl. tax, in dinars */
  claimed_amount: number;
  lines_count: number;
}

export interface DisputeDetailView extends DisputeView {
  lines: {
    product_id: number;
    ref: string;
    name: string;
    quantity: number;
    reason: DisputeReason;
    reason_label: string;
    unit_price: number;
  }[];
  /** `url`: the guarded call that answers the photo to this role, with the role's token headers (D116) */
  photos: { id: number; url: string }[];
  messages: { id: number; author_role: 'pharmacy' | 'admin'; body: string; created_at: string }[];
}
