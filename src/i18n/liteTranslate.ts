import { fill } from '../components/i18nLite';

/** react-admin's `translate` over plain text objects: a dotted key's text with its `%{name}` filled, else the key. */
export function liteTranslate(texts: object, key: string, vars: Record<string, string | number> = {}): string {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  return typeof text === 'string' ? fill(text, vars) : key;
}
