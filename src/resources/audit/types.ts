export interface AuditEntry {
  id: number;
  at: string;
  actor_role: 'admin' | 'franchise';
  actor_email: string;
  action: 'create' | 'update' | 'delete';
  resource: string;
  resource_id: string;
  resource_label: string;
  changes: Record<string, { old: unknown; new: unknown }>;
}

export const AUDIT_RESOURCES = [
  'franchisee',
  'pharmacy',
  'product',
  'product_image',
  'category',
  'order',
  'refund',
  'shipment',
  'carrier',
  'holiday',
  'dispute',
  'credit_note',
  'cancellation',
  'lot',
  'payment',
  'recall',
  'collection',
] as const;
