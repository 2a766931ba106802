/** True when SATIM_URL points at a SATIM sandbox (this server's built-in one, or another instance's). */
export function usesSandbox(satimUrl: string): boolean {
  try {
    return new URL(satimUrl).pathname.startsWith('/satim-sandbox/');
  } catch {
    return false;
  }
}

/**
 * The payment gateway in use, for the start-up log (the URL's origin only: no credentials). This module imports
 * nothing, as config.ts uses it.
 */
export function gatewayInUse(config: { satimUrl: string; satimTerminalId: string }): string {
  const origin = new URL(config.satimUrl).origin;
  return usesSandbox(config.satimUrl)
    ? `SATIM sandbox at ${origin} (test cards, no real payment)`
    : `SATIM at ${origin} (terminal ${config.satimTerminalId})`;
}
