/**
 * What was typed in a back-office form when the session ended (issue 27 §17), kept in this tab's sessionStorage
 * under the form's address until the form opens there again. Only plain values: no files, and never a password.
 */
const PREFIX = 'formDraft:';

type Plain = string | number | boolean | null;
export type Draft = Record<string, Plain | Plain[]>;

const isPlain = (v: unknown): v is Plain => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** The fields worth keeping: plain values and lists of them, never a secret. */
export function draftOf(values: Record<string, unknown>): Draft {
  const draft: Draft = {};
  for (const [name, value] of Object.entries(values)) {
    if (/password|cvv|secret/i.test(name)) continue;
    if (isPlain(value) || (Array.isArray(value) && value.every(isPlain))) draft[name] = value;
  }
  return draft;
}

export function saveDraft(path: string, values: Record<string, unknown>, storage: Storage = sessionStorage) {
  const draft = draftOf(values);
  if (Object.keys(draft).length > 0) storage.setItem(PREFIX + path, JSON.stringify(draft));
}

/** The draft kept for `path`, removed as it is read. */
export function takeDraft(path: string, storage: Storage = sessionStorage): Draft | null {
  const text = storage.getItem(PREFIX + path);
  if (text === null) return null;
  storage.removeItem(PREFIX + path);
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? draftOf(parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
