/**
 * The process's own state, for readiness: once shutdown starts, GET /health/ready answers 503 so a load
 * balancer stops sending work here while the requests already in flight finish.
 */
let shuttingDown = false;

/** How long a stopping instance lets in-flight requests finish before closing their connections. */
export const SHUTDOWN_GRACE_MS = 10_000;

export const isShuttingDown = () => shuttingDown;

/** Shutdown begins (SIGTERM); `false` only for a test that began it and gives the process back to the next. */
export function markShuttingDown(begun = true) {
  shuttingDown = begun;
}
