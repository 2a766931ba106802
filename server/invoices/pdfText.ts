import fs from 'node:fs';
import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import PDFDocument from 'pdfkit';
import { woffToSfnt } from './woffToSfnt.js';

/**
 * Text of the invoice PDF in any of the portal's languages. pdfkit draws a run of Arabic with its letters
 * joined (fontkit applies the font's OpenType shaping, and lays an Arabic run out right to left), but it does
 * not split a line into directional runs nor order them: this module does, with the Unicode bidirectional
 * algorithm (bidi-js). A line that holds Arabic is cut into runs of one direction and one font (IBM Plex Sans Arabic
 * for Arabic letters, the built-in Helvetica for the rest) and the runs are drawn one after the other in
 * visual order, on one baseline. Text without Arabic goes straight to pdfkit as before.
 */

const bidi = bidiFactory();
const require = createRequire(import.meta.url);
const ARABIC_LETTER = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
const ARABIC_FONT_FILES = { regular: '400', bold: '700' } as const;
/**
 * Left-to-right stretches inside a right-to-left line (dates, numbers, "RC: 16/00-1234567 B 21", e-mail
 * addresses) are isolated (LRI … PDI) so they read as written: the bare algorithm would put "23-11-2026"
 * as "2026-11-23" and "+213 21…" as "213 21…+".
 */
const LTR_STRETCH =
  /[A-Za-z0-9+\u00c0-\u024f][^\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]*[A-Za-z0-9\u00c0-\u024f)%]|[A-Za-z0-9]/g;
const ISOLATES = /[\u2066-\u2069]/;
/**
 * pdfkit lays text out word by word (for its cache) unless OpenType features are asked for: an Arabic run must
 * be laid out whole, or its words come out left to right.
 */
const WHOLE_RUN = { features: ['rlig'] as PDFKit.Mixins.OpenTypeFeatures[] };

export const hasArabic = (s: string) => ARABIC_LETTER.test(s);

const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
/** Keeps what the built-in fonts can draw (Latin-1 + WinAnsi extras) and Arabic, which the Arabic font draws. */
export const pdfSafe = (s: string) =>
  s
    .replace(/[\u202f\u2009]/g, ' ')
    .replace(/[^\x20-\x7e\u00a0-\u00ff\n]/g, (c) =>
      WIN_ANSI_EXTRA.includes(c) || ARABIC_LETTER.test(c) || c === '\u060c' ? c : '?',
    );

type FontCtor = new (doc: PDFKit.PDFDocument, font: unknown, id: string) => unknown;
interface FontInternals {
  _font: { ascender: number; font: unknown; constructor: FontCtor };
  _fontSize: number;
  _fontFamilies: Record<string, unknown>;
  _fontCount: number;
}

const ARABIC_FONT_NAMES = { regular: 'Arabic', bold: 'Arabic-Bold' } as const;
let arabicTemplates: { name: string; ctor: FontCtor; font: unknown }[] | null = null;

/**
 * The Arabic fonts (WOFF files of @fontsource/ibm-plex-sans-arabic, whose glyphs map back to their letters, so
 * the PDF's text can be read and searched), parsed once per process: parsing a font costs some 20 times its
 * use in one invoice. Each document gets its own pdfkit font object (its own subset) over the shared parse,
 * through pdfkit's font cache fields, as `withParsedFonts` does for the built-in fonts.
 */
function giveArabicFonts(doc: PDFKit.PDFDocument) {
  if (!arabicTemplates) {
    const probe = new PDFDocument({ autoFirstPage: false }) as unknown as PDFKit.PDFDocument & FontInternals;
    arabicTemplates = Object.entries(ARABIC_FONT_FILES).map(([style, weight]) => {
      const file = require.resolve(
        `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff`,
      );
      probe.font(woffToSfnt(fs.readFileSync(file)));
      return {
        name: ARABIC_FONT_NAMES[style as keyof typeof ARABIC_FONT_NAMES],
        ctor: probe._font.constructor,
        font: keepingLetters(probe._font.font as FontkitFont),
      };
    });
  }
  const inner = doc as unknown as FontInternals;
  for (const t of arabicTemplates) {
    const font = new t.ctor(doc, t.font, `F${++inner._fontCount}`) as LaidOutFont;
    font.layout = laidOutOnce(t.name, font.layout.bind(font));
    inner._fontFamilies[t.name] = font;
  }
}

interface FontkitGlyph {
  codePoints: number[];
  isMark: boolean;
  isLigature: boolean;
}
interface FontkitFont {
  getGlyph(id: number, codePoints?: number[]): FontkitGlyph | null;
}
const MARK = /\p{M}/u;

/**
 * fontkit keeps one glyph object per glyph id with the letters it was first asked for. A document's font subset
 * asks for its glyphs and their components without letters when the document ends, so in a parse shared by the
 * documents of a process, a glyph first met that way (a letter that is also a part of others: the س of ش) would
 * keep no letters, and every later document would draw it with an empty entry in its text layer ("الح\u0003اب").
 * The glyph learns its letters the first time it is laid out with them, as it would in a fresh parse.
 */
function keepingLetters(font: FontkitFont) {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints = []) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && glyph.codePoints.length === 0 && codePoints.length > 0) {
      glyph.codePoints = codePoints;
      glyph.isMark = codePoints.every((c) => MARK.test(String.fromCodePoint(c)));
      glyph.isLigature = codePoints.length > 1;
    }
    return glyph;
  };
  return font;
}

type Layout = (text: string, features?: unknown[], onlyWidth?: boolean) => unknown;
interface LaidOutFont {
  layout: Layout;
}
const LAYOUTS_KEPT = 5000;
const layouts = new Map<string, unknown>();

/**
 * An Arabic run is laid out whole, with its OpenType features (WHOLE_RUN), which pdfkit never caches: a statement
 * of a thousand lines would shape the same few labels thousands of times, each to measure then to draw it. The
 * layout depends only on the font, the text and the features (pdfkit keeps it in font units), so it is kept per
 * process, as pdfkit keeps its own word layouts, up to LAYOUTS_KEPT of them.
 */
function laidOutOnce(fontName: string, layout: Layout): Layout {
  return (text, features, onlyWidth) => {
    if (!features) return layout(text, features, onlyWidth);
    const key = `${fontName}\u0000${features.join(',')}\u0000${text}`;
    let run = layouts.get(key);
    if (run === undefined) {
      if (layouts.size >= LAYOUTS_KEPT) layouts.clear();
      run = layout(text, features, false);
      layouts.set(key, run);
    }
    return run;
  };
}

interface Run {
  text: string;
  arabic: boolean;
  level: number;
}

export interface TextOptions {
  width: number;
  align?: 'left' | 'right' | 'center';
  lineBreak?: boolean;
  characterSpacing?: number;
}

/**
 * Writes the invoice's texts. `rtl` mirrors the page: x positions are given for a left-to-right layout and
 * are flipped, left and right alignments swap, and paragraphs holding Arabic read right to left.
 */
export function createPdfWriter(doc: PDFKit.PDFDocument, rtl: boolean) {
  const pageWidth = doc.page.width;
  let latinFont = 'Helvetica';
  let registered = false;

  const arabicFontOf = (latin: string) => (latin.includes('Bold') ? ARABIC_FONT_NAMES.bold : ARABIC_FONT_NAMES.regular);
  const selectFont = (arabic: boolean) => {
    if (arabic && !registered) {
      giveArabicFonts(doc);
      registered = true;
    }
    doc.font(arabic ? arabicFontOf(latinFont) : latinFont);
  };

  /** Directional runs of one line, in visual order (UAX #9 rule L2 on runs). */
  function visualRuns(line: string, baseRtl: boolean): Run[] {
    // a space between digits is a neutral: in a right-to-left line it would split "12 345" into "345 12"
    let text = line.replace(/(\d) (?=\d)/g, '$1\u00a0');
    if (baseRtl) text = text.replace(LTR_STRETCH, (s) => `\u2066${s}\u2069`);
    const { levels } = bidi.getEmbeddingLevels(text, baseRtl ? 'rtl' : 'ltr');
    const runs: Run[] = [];
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      const level = levels[i]!;
      if (ISOLATES.test(c)) continue;
      const arabic = ARABIC_LETTER.test(c) || c === '\u060c' || (c === ' ' && level % 2 === 1);
      const last = runs.at(-1);
      if (last && last.level === level && last.arabic === arabic) last.text += c;
      else runs.push({ text: c, arabic, level });
    }
    const maxLevel = Math.max(0, ...runs.map((r) => r.level));
    const lowestOdd = Math.min(...runs.map((r) => r.level).filter((l) => l % 2 === 1), maxLevel + 1);
    for (let level = maxLevel; level >= lowestOdd; level--) {
      for (let i = 0; i < runs.length; i++) {
        if (runs[i]!.level < level) continue;
        let j = i;
        while (j < runs.length && runs[j]!.level >= level) j++;
        runs.splice(i, j - i, ...runs.slice(i, j).reverse());
        i = j;
      }
    }
    // fontkit lays a run with Arabic letters out right to left itself; a right-to-left run without any
    // (spaces, punctuation) is reversed here, its brackets mirrored
    return runs.map((r) =>
      r.level % 2 === 1 && !ARABIC_LETTER.test(r.text)
        ? {
            ...r,
            text: [...r.text]
              .reverse()
              .map((c) => bidi.getMirroredCharacter(c) ?? c)
              .join(''),
          }
        : r,
    );
  }

  const runWidth = (r: Run, characterSpacing = 0) => {
    selectFont(r.arabic);
    return doc.widthOfString(r.text, { characterSpacing, ...(r.arabic ? WHOLE_RUN : {}) });
  };
  const lineWidth = (line: string, baseRtl: boolean, characterSpacing?: number) =>
    visualRuns(line, baseRtl).reduce((w, r) => w + runWidth(r, characterSpacing), 0);

  function lineHeight() {
    selectFont(false);
    const latin = doc.currentLineHeight(true);
    selectFont(true);
    const arabic = doc.currentLineHeight(true);
    selectFont(false);
    return Math.max(latin, arabic);
  }

  /** Greedy line breaking on spaces, in logical order. */
  function wrap(s: string, o: TextOptions, baseRtl: boolean): string[] {
    if (o.lineBreak === false) return [s];
    const lines: string[] = [];
    for (const paragraph of s.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/ +/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && lineWidth(candidate, baseRtl, o.characterSpacing) > o.width) {
          lines.push(line);
          line = word;
        } else line = candidate;
      }
      lines.push(line);
    }
    return lines;
  }

  const mirrorAlign = (align: TextOptions['align'] = 'left') =>
    rtl ? ({ left: 'right', right: 'left', center: 'center' } as const)[align] : align;

  return {
    /** Sets the Latin font (Helvetica, Helvetica-Bold, Helvetica-Oblique); Arabic runs take the matching weight. */
    font(name: string) {
      latinFont = name;
      doc.font(name);
      return this;
    },
    /** x of a box of `width` starting at `x` in the left-to-right layout. */
    x(x: number, width: number) {
      return rtl ? pageWidth - x - width : x;
    },
    text(s: string, x: number, y: number, o: TextOptions) {
      const safe = pdfSafe(s);
      const left = this.x(x, o.width);
      const align = mirrorAlign(o.align);
      if (!hasArabic(safe)) {
        doc.text(safe, left, y, { ...o, align });
        return;
      }
      const baseRtl = rtl || (bidi.getEmbeddingLevels(safe).paragraphs[0]?.level ?? 0) === 1;
      const step = lineHeight();
      selectFont(false);
      const ascent =
        ((doc as unknown as FontInternals)._font.ascender / 1000) * (doc as unknown as FontInternals)._fontSize;
      let lineY = y;
      for (const line of wrap(safe, o, baseRtl)) {
        const runs = visualRuns(line, baseRtl);
        const widths = runs.map((r) => runWidth(r, o.characterSpacing));
        const total = widths.reduce((a, b) => a + b, 0);
        let cx = align === 'right' ? left + o.width - total : align === 'center' ? left + (o.width - total) / 2 : left;
        runs.forEach((r, i) => {
          selectFont(r.arabic);
          doc.text(r.text, cx, lineY + ascent, {
            lineBreak: false,
            baseline: 'alphabetic',
            characterSpacing: o.characterSpacing,
            ...(r.arabic ? WHOLE_RUN : {}),
          });
          cx += widths[i]!;
        });
        lineY += step;
      }
      selectFont(false);
      doc.x = left;
      doc.y = lineY;
    },
    /** Height the text takes in a box of `width`. */
    height(s: string, width: number) {
      const safe = pdfSafe(s);
      if (!hasArabic(safe)) return doc.heightOfString(safe, { width });
      const baseRtl = rtl || (bidi.getEmbeddingLevels(safe).paragraphs[0]?.level ?? 0) === 1;
      return wrap(safe, { width }, baseRtl).length * lineHeight();
    },
  };
}

export type PdfWriter = ReturnType<typeof createPdfWriter>;
