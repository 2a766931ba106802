/**
 * CSV injection (issue 26 §14), as OWASP advises: a text cell that a spreadsheet would read as a formula (it starts
 * with `=`, `+`, `-`, `@`, a tab or a carriage return) is written with a single quote before it, so a pharmacy
 * named "=HYPERLINK(…)" is shown, never run. Every CSV the portal writes goes through here; the .xlsx export
 * types its cells as strings and needs nothing.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** The text of a cell as a CSV writes it: neutralised when a spreadsheet would run it. */
export const neutralizeCsvCell = (cell: string): string => (FORMULA_START.test(cell) ? `'${cell}` : cell);

/** The text read back from a CSV cell this portal wrote: the neutralising quote removed. */
export const readCsvCell = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
