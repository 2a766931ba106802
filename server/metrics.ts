import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics, served by GET /metrics (routes/metrics.ts). Counters belong to this
 * instance; the gauges read at scrape time (pool, mail queue) describe what the instance sees.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'portal_' });

export const httpRequestDuration = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'HTTP requests by method, route (the path template) and status, with their duration',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const dbPool = new Gauge({
  name: 'portal_db_pool_connections',
  help: 'Database pool: connections allowed (max), open, idle, and callers waiting for one',
  labelNames: ['state'] as const,
  registers: [registry],
});

export const mailQueue = new Gauge({
  name: 'portal_mail_queue',
  help: 'Mails in the outgoing_mail table: pending (the queue depth), retrying (pending after a failed attempt), failed (given up)',
  labelNames: ['status'] as const,
  registers: [registry],
});

export const mailOldestPendingSeconds = new Gauge({
  name: 'portal_mail_oldest_pending_seconds',
  help: 'Age of the oldest mail still waiting to be sent (0 when none)',
  registers: [registry],
});

export const paymentOutcomes = new Counter({
  name: 'portal_payments_total',
  help: 'Card payment attempts settled by this instance, by outcome: paid, declined, expired, error',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const jobRuns = new Counter({
  name: 'portal_job_runs_total',
  help: 'Background job runs by job and result (ok, failed)',
  labelNames: ['job', 'result'] as const,
  registers: [registry],
});

export const jobItems = new Counter({
  name: 'portal_job_items_total',
  help: 'Items a background job handled: mails sent (mail.send), expired rows deleted (auth.purge)',
  labelNames: ['job'] as const,
  registers: [registry],
});

export const jobDuration = new Histogram({
  name: 'portal_job_duration_seconds',
  help: 'Duration of background job runs',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
  registers: [registry],
});

export const invoicePdfs = new Counter({
  name: 'portal_invoice_pdfs_total',
  help: 'Invoice PDFs asked of this instance, by language and how they were answered: drawn, or kept (read from invoice_pdfs)',
  labelNames: ['lang', 'source'] as const,
  registers: [registry],
});
