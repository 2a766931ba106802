/**
 * How a search text and a searched text are folded (issue 31, D65), the same in the browser (highlighting) and on the
 * server; the database folds the stored text with `portal_search_fold` (migration 027), which applies these rules too.
 *
 * - Latin: case and accents folded (é → e, Ç → c), as before.
 * - Arabic, the rules of Lucene's Arabic normaliser: the alef variants أ إ آ ٱ → ا, ى → ي, ة → ه; tashkeel (the
 *   short vowels, tanween, shadda, sukun, dagger alef) and tatweel removed.
 */

/** Alef variants, alef maqsura and taa marbuta, each with the letter it is searched as. */
const ARABIC_LETTERS: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ى: 'ي', ة: 'ه' };

/** Tashkeel (U+064B–U+065F, U+0670 the dagger alef) and tatweel (U+0640), as a character class's ranges: written or not, the word is the same. */
export const ARABIC_MARKS = '\u064B-\u065F\u0670\u0640';
const ARABIC_MARK = new RegExp(`[${ARABIC_MARKS}]`);

/** The Arabic letters folded, as a pair of strings for SQL's translate() (same order). */
export const ARABIC_FROM = Object.keys(ARABIC_LETTERS).join('');
export const ARABIC_TO = Object.values(ARABIC_LETTERS).join('');

/** One character folded: lower case, no accent, Arabic rules; '' for a mark that is dropped. */
function foldChar(c: string): string {
  if (ARABIC_MARK.test(c)) return '';
  const arabic = ARABIC_LETTERS[c];
  if (arabic) return arabic;
  // accents are taken off Latin letters only: decomposed, ؤ would become و and a hamza the database keeps
  return c < '\u0590'
    ? c
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
    : c.toLowerCase();
}

/** A text folded for search: "Crème" → "creme", "إِبْرَة" → "ابره". */
export function foldSearch(text: string): string {
  let out = '';
  for (const c of text) out += foldChar(c);
  return out;
}

/** The words of a typed search, folded, at most 100 characters read (as the server reads it). */
export const searchWords = (typed: string) => foldSearch(typed.trim().slice(0, 100)).split(/\s+/).filter(Boolean);

/** A piece of a shown text, marked when it matched one of the searched words. */
export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * Splits a shown text into the pieces that match the searched words (folded on both sides) and the rest, for the
 * results to highlight what was found. A text found by typo tolerance alone has no piece marked.
 */
export function matchedParts(shown: string, typed: string): TextPart[] {
  const words = searchWords(typed);
  if (!words.length || !shown) return [{ text: shown, match: false }];
  // the folded text with, for each of its characters, the index of the shown character it came from
  const chars = Array.from(shown);
  let folded = '';
  const origin: number[] = [];
  chars.forEach((c, i) => {
    for (const f of foldChar(c)) {
      folded += f;
      origin.push(i);
    }
  });
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + word.length)) {
      const first = origin[at]!;
      const last = origin[at + word.length - 1]!;
      for (let i = first; i <= last; i++) marked[i] = true;
      // the marks written after a matched letter belong to it
      for (let i = last + 1; i < chars.length && foldChar(chars[i]!) === ''; i++) marked[i] = true;
    }
  }
  const parts: TextPart[] = [];
  chars.forEach((c, i) => {
    const last = parts[parts.length - 1];
    if (last && last.match === marked[i]) last.text += c;
    else parts.push({ text: c, match: marked[i]! });
  });
  return parts;
}
