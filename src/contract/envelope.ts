/** Every JSON answer is `{code, payload, meta}` (D6). */
export interface Envelope<P = unknown> {
  code: number;
  payload: P;
  meta: string | null;
}

export interface FieldErrorItem {
  path: string;
  msg: string;
}
