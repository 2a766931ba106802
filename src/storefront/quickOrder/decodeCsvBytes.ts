/**
 * A CSV's bytes as text, whichever way it was saved (D72): UTF-16 when it starts with its byte order mark (Excel's
 * "Unicode text"), UTF-8 (with or without a byte order mark) when the bytes are valid UTF-8, Windows-1252
 * otherwise, the encoding French Excel's "CSV (séparateur: point-virgule)" writes. A Windows-1252 text is almost
 * never valid UTF-8 ("Référence" is not), so the strict UTF-8 reading decides.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
