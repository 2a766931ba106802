import { Code } from '../contract/codes';
import { type Lang, langHeaderValue, type Role, tokenKeys } from '../contract/constants';
import type { Envelope } from '../contract/envelope';
import { runtimeConfig } from '../config/runtime';
import { currentLang } from '../i18n/lang';

export interface ApiResult<P = unknown> extends Envelope<P> {
  /** HTTP status of the answer */
  status: number;
}

export interface BlobResult {
  status: number;
  blob: Blob;
  contentType: string;
  filename: string | null;
}

/** No answer at all (server down, network cut). */
export class NetworkError extends Error {
  constructor() {
    super('network');
  }
}

/** A non-2001 answer, thrown by `call` (use `request` to read any code yourself). */
export class ApiError extends Error {
  constructor(public readonly result: ApiResult) {
    super(result.meta ?? `code ${result.code}`);
  }
  get code() {
    return this.result.code;
  }
  get status() {
    return this.result.status;
  }
}

export interface RequestOptions {
  body?: unknown;
  form?: FormData;
  query?: Record<string, string | number | undefined | null>;
  headers?: Record<string, string>;
  /** `language` header value; defaults to the interface language (1 French, 2 English). */
  lang?: Lang;
  signal?: AbortSignal;
  /**
   * Creation (save_order, special_payment; add_cc, add_address, add_category): one `Idempotency-Key` per call —
   * one click of Pay or Save — kept through token renewals and through repeats after a lost answer, so the
   * server creates once whatever reached it. A string is the key itself: the one of a user's action (useAction), kept
   * through that action's retries.
   */
  idempotent?: boolean | string;
}

const MAX_RENEWALS = 3;

/** A v4 UUID; `crypto.randomUUID` exists only in secure contexts (https, localhost). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
/** Repeats of an idempotent call whose answer was lost (network cut, server restarting). */
const LOST_ANSWER_RETRIES = 2;
const LOST_ANSWER_DELAY_MS = 800;

/**
 * Session over: no tokens (4031) or invalid session (4041 with HTTP 401). A 401 carrying 4011–4014 is a
 * wrong password (sign-in, password change: D6), not the end of the session.
 */
export const isSessionEnd = (r: { code: number; status: number }) =>
  r.code === Code.NO_TOKENS ||
  (r.code === Code.INVALID_SESSION && r.status === 401) ||
  (r.status === 401 && !(r.code >= Code.WRONG_CREDENTIALS && r.code <= Code.ACCOUNT_DISABLED));

/**
 * The one HTTP client of the app. A client of a role sends that role's two token headers and the language
 * header, and handles code 2000: the new pair (payload[0]) is stored and the call repeated. Calls that
 * were sent with the same old tokens do not store again: only the first renewal counts and the others
 * repeat with the tokens it stored, so there is one refresh in flight for concurrent calls.
 */
export class HttpClient {
  constructor(
    public readonly role: Role | null,
    private readonly storage: Storage = localStorage,
    private readonly onSessionEnd: (role: Role, code: number) => void = () => {},
  ) {}

  get tokens() {
    if (!this.role) return null;
    const k = tokenKeys(this.role);
    return { access: this.storage.getItem(k.access), refresh: this.storage.getItem(k.refresh) };
  }

  hasTokens() {
    const t = this.tokens;
    return Boolean(t?.access && t.refresh);
  }

  storeTokens(payload: Record<string, unknown>) {
    if (!this.role) return;
    const k = tokenKeys(this.role);
    const access = payload[k.access];
    const refresh = payload[k.refresh];
    if (typeof access === 'string' && typeof refresh === 'string') {
      this.storage.setItem(k.access, access);
      this.storage.setItem(k.refresh, refresh);
    }
  }

  clearTokens() {
    if (!this.role) return;
    const k = tokenKeys(this.role);
    this.storage.removeItem(k.access);
    this.storage.removeItem(k.refresh);
  }

  private url(path: string, query?: RequestOptions['query']) {
    const u = new URL(runtimeConfig().apiUrl.replace(/\/+$/, '') + path);
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined && value !== null && value !== '') u.searchParams.set(key, String(value));
    return u.toString();
  }

  private async send(
    method: string,
    path: string,
    opts: RequestOptions,
  ): Promise<{ res: Response; sentAccess: string | null }> {
    const headers: Record<string, string> = { language: langHeaderValue(opts.lang ?? currentLang()), ...opts.headers };
    const tokens = this.tokens;
    if (this.role && tokens) {
      const k = tokenKeys(this.role);
      if (tokens.access) headers[k.accessHeader] = tokens.access;
      if (tokens.refresh) headers[k.refreshHeader] = tokens.refresh;
    }
    let body: BodyInit | undefined;
    if (opts.form) body = opts.form;
    else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    try {
      const res = await fetch(this.url(path, opts.query), { method, headers, body, signal: opts.signal });
      return { res, sentAccess: tokens?.access ?? null };
    } catch (e) {
      if ((e as Error).name === 'AbortError') throw e;
      throw new NetworkError();
    }
  }

  /** Handles a 2000 answer; true when the call should be repeated. */
  private renewed(result: Envelope, sentAccess: string | null): boolean {
    if (result.code !== Code.TOKENS_RENEWED) return false;
    // Storing is synchronous, so the first 2000 of a batch stores and the others see their tokens replaced.
    if (this.tokens?.access === sentAccess) {
      const pair = Array.isArray(result.payload) ? result.payload[0] : null;
      if (pair && typeof pair === 'object') this.storeTokens(pair as Record<string, unknown>);
    }
    return true;
  }

  private sessionCheck(result: { code: number; status: number }) {
    if (this.role && isSessionEnd(result)) this.onSessionEnd(this.role, result.code);
  }

  /** Any answer as `{code, payload, meta, status}`; throws NetworkError when there is none. */
  async request<P = unknown>(method: string, path: string, opts: RequestOptions = {}): Promise<ApiResult<P>> {
    if (opts.idempotent) {
      const key = typeof opts.idempotent === 'string' ? opts.idempotent : newIdempotencyKey();
      opts = { ...opts, headers: { ...opts.headers, 'Idempotency-Key': key } };
    }
    for (let attempt = 0, lost = 0; ; attempt++) {
      let sent: { res: Response; sentAccess: string | null };
      try {
        sent = await this.send(method, path, opts);
      } catch (e) {
        if (!(e instanceof NetworkError) || !opts.idempotent || lost >= LOST_ANSWER_RETRIES) throw e;
        lost++;
        await new Promise((resolve) => setTimeout(resolve, LOST_ANSWER_DELAY_MS * lost));
        continue;
      }
      const { res, sentAccess } = sent;
      let envelope: Envelope<P>;
      try {
        envelope = (await res.json()) as Envelope<P>;
      } catch {
        envelope = { code: res.ok ? Code.OK : Code.SERVER_ERROR, payload: [] as P, meta: null };
      }
      if (attempt < MAX_RENEWALS && this.renewed(envelope, sentAccess)) continue;
      const result = { ...envelope, status: res.status };
      this.sessionCheck(result);
      return result;
    }
  }

  /** Like request, but a non-2001 answer throws ApiError. */
  async call<P = unknown>(method: string, path: string, opts: RequestOptions = {}): Promise<P> {
    const result = await this.request<P>(method, path, opts);
    if (result.code !== Code.OK) throw new ApiError(result as ApiResult);
    return result.payload;
  }

  /** Like call, for an action: answers the server's sentence (`meta`) on success. */
  async sentence(method: string, path: string, opts: RequestOptions = {}): Promise<string | null> {
    const result = await this.request(method, path, opts);
    if (result.code !== Code.OK) throw new ApiError(result);
    return result.meta;
  }

  /** A file download (PDF invoice). A JSON answer instead of the file is an error envelope. */
  async blob(method: string, path: string, opts: RequestOptions = {}): Promise<BlobResult> {
    for (let attempt = 0; ; attempt++) {
      const { res, sentAccess } = await this.send(method, path, opts);
      const contentType = res.headers.get('content-type') ?? '';
      if (contentType.includes('application/json')) {
        const envelope = (await res.json()) as Envelope;
        if (attempt < MAX_RENEWALS && this.renewed(envelope, sentAccess)) continue;
        const result = { ...envelope, status: res.status };
        this.sessionCheck(result);
        throw new ApiError(result);
      }
      const disposition = res.headers.get('content-disposition') ?? '';
      const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null;
      return { status: res.status, blob: await res.blob(), contentType, filename };
    }
  }
}

/** Saves a Blob as a file in the browser. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
