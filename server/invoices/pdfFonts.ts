import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

/**
 * What makes an invoice slow to draw, done once per process instead of once per PDF:
 *
 * - pdfkit parses the metrics file (AFM) of each built-in font every time a document first uses it, about 2 ms
 *   a font: `withParsedFonts` hands a new document font objects that share the parsed metrics;
 * - its kerning table is keyed by the two glyph names joined in a new string at every character of every text
 *   measured: `withParsedFonts` looks pairs up in maps by glyph instead (a tenth of an invoice's time before);
 * - a PNG with transparency is decoded, split and re-compressed at each embedding: the logo is flattened on white
 *   once (`opaqueLogo`) and pdfkit then copies its compressed data as it is.
 *
 * The first two rely on pdfkit's font cache fields (`_fontFamilies`, `_fontCount`) and its metrics' `kernPairs`; the invoice render test reads the
 * text of a drawn invoice back, so a pdfkit change that breaks this shows there.
 */

export const INVOICE_FONTS = ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique'] as const;

interface FontInternals {
  _font: { font: unknown } & Record<string, unknown>;
  _fontFamilies: Record<string, unknown>;
  _fontCount: number;
}

interface Metrics {
  kernPairs: Record<string, number>;
  getKernPair: (left: string, right: string) => number;
}

let parsed: Map<string, FontInternals['_font']> | null = null;

function parseOnce() {
  if (parsed) return parsed;
  const doc = new PDFDocument({ autoFirstPage: false }) as unknown as PDFKit.PDFDocument & FontInternals;
  parsed = new Map(INVOICE_FONTS.map((name) => [name, doc.font(name) && (doc as unknown as FontInternals)._font]));
  for (const font of parsed.values()) kerningByGlyph(font.font as Metrics);
  return parsed;
}

function kerningByGlyph(metrics: Metrics) {
  const byLeft = new Map<string, Map<string, number>>();
  for (const [pair, value] of Object.entries(metrics.kernPairs)) {
    const [left, right] = pair.split('\0') as [string, string];
    if (!byLeft.has(left)) byLeft.set(left, new Map());
    byLeft.get(left)!.set(right, value);
  }
  metrics.getKernPair = (left, right) => byLeft.get(left)?.get(right) ?? 0;
}

/** Gives `doc` the built-in fonts of the invoice without parsing their metrics again. */
export function withParsedFonts(doc: PDFKit.PDFDocument): void {
  const inner = doc as unknown as FontInternals;
  for (const [name, template] of parseOnce()) {
    if (inner._fontFamilies[name]) continue;
    const font = Object.create(Object.getPrototypeOf(template) as object) as Record<string, unknown>;
    for (const key of ['name', 'font', 'ascender', 'descender', 'bbox', 'lineGap', 'xHeight', 'capHeight'])
      font[key] = template[key];
    font.document = doc;
    font.id = `F${++inner._fontCount}`;
    inner._fontFamilies[name] = font;
  }
}

let logo: Promise<Buffer | null> | null = null;

/** The logo flattened on white as an 8-bit RGB PNG, or null when there is no logo file. */
export function opaqueLogo(file: string): Promise<Buffer | null> {
  logo ??= fs.existsSync(file)
    ? sharp(file).flatten({ background: '#ffffff' }).png({ compressionLevel: 9, adaptiveFiltering: false }).toBuffer()
    : Promise.resolve(null);
  return logo;
}
