/**
 * A page's code could not be loaded: the network is down, or a deployment replaced the file names the open page
 * knows (each build names its chunks by their content). The browsers word it differently.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i.test(
    message,
  );
}

/** The page's reload, held in an object so that a test can watch it (jsdom cannot reload). */
export const page = { reload: () => window.location.reload() };

const RELOADED_AT = 'chunkReloadedAt';
/** A reload that meets the same missing chunk within this time stops there, and the page says so. */
const RELOAD_GUARD_MS = 30_000;

/**
 * Reloads the page once to get the newest build; answers false (and does nothing) when it did so a moment ago, so a
 * chunk missing for good never loops.
 */
export function reloadForNewBuild(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT));
    if (last && Date.now() - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    // storage disabled: reload anyway, a loop is then possible but a stale page is worse
  }
  page.reload();
  return true;
}
