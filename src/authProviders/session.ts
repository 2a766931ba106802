import type { Role } from '../contract/constants';
import { clients, onSessionEnd } from '../http/clients';

/**
 * A role's session as the screens see it, without reaching its HTTP client: whether it is signed in (both tokens
 * kept: a page guard reads it synchronously, before any call), ending it here, and hearing that the server ended it.
 */
export const hasSession = (role: Role) => clients[role].hasTokens();

/** Drops the role's tokens (the server said the session is over). */
export const endSession = (role: Role) => clients[role].clearTokens();

/** Called when the server says a role's session is over (4031, 4041 with 401). */
export { onSessionEnd };
