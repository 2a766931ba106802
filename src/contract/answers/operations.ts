import { type Static, Type } from 'typebox';
import { Nullable } from './envelope.js';

/** The payload of the /health probes. */
export const HealthStatus = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  database: Type.Optional(Type.String({ description: '"ok" or why the database is not usable' })),
  pendingMigrations: Type.Optional(Type.Array(Type.String())),
  shuttingDown: Type.Optional(Type.Boolean()),
});
export type HealthStatus = Static<typeof HealthStatus>;

/** The envelope like every call: `payload` is the probe's status, `code` 2001 or 5001 (HTTP 503). */
export const ProbeAnswer = Type.Object({
  code: Type.Integer(),
  payload: HealthStatus,
  meta: Nullable(Type.String()),
});

const plainText = (description: string) => ({ description, content: { 'text/plain': { schema: Type.String() } } });

/** GET /metrics: Prometheus text format; 401 (token set) or 403 (not from this machine) as text. */
export const metricsResponse = {
  200: plainText('Prometheus text exposition format'),
  401: plainText('METRICS_TOKEN is set and the bearer token is missing or wrong'),
  403: plainText('no METRICS_TOKEN and the call does not come from this machine'),
};
