import type { Role } from '../contract/constants';
import { HttpClient } from './client';

type SessionEndListener = (role: Role, code: number) => void;
const listeners = new Set<SessionEndListener>();

/** Called when the server says a role's session is over (4031, 4041 with 401). */
export function onSessionEnd(listener: SessionEndListener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const notify = (role: Role, code: number) => listeners.forEach((l) => l(role, code));

/** One client per role, sharing the same storage; `publicClient` sends no tokens. */
export const clients: Record<Role, HttpClient> = {
  admin: new HttpClient('admin', localStorage, notify),
  franchise: new HttpClient('franchise', localStorage, notify),
  pharmacy: new HttpClient('pharmacy', localStorage, notify),
};
export const publicClient = new HttpClient(null);
