import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Text that reads left to right whatever the page's direction: phone numbers, which the bidi algorithm would
 * otherwise show group by group from the right on an Arabic page ("34 12 50 23" for "23 50 12 34").
 */
export function LtrText({ children, nowrap = false }: { children: ReactNode; nowrap?: boolean }) {
  return (
    <Box component="span" dir="ltr" sx={{ unicodeBidi: 'isolate', whiteSpace: nowrap ? 'nowrap' : undefined }}>
      {children}
    </Box>
  );
}

/**
 * Data typed by people (an address, a reason) inside a page of another direction: isolated and read in its own
 * direction, found from its first letter (issue 27 §9): "6, boulevard Mohamed V" showed as "boulevard Mohamed V ,6"
 * on an Arabic page; an address written in Arabic stays right to left.
 */
export function OwnDirText({ children }: { children: ReactNode }) {
  return (
    <Box component="bdi" dir="auto">
      {children}
    </Box>
  );
}

const SLOT = '\u0000';

/**
 * A translated sentence with one value (an order number) kept on one line and left to right: on an Arabic phone
 * screen "CMD-2026-000030" would otherwise break at a hyphen and show its pieces in the wrong order.
 * `format` gets a placeholder to put where the value goes (`(v) => translate(key, { order_no: v })`).
 */
export function TextWithLtr({ format, value }: { format: (slot: string) => string; value: ReactNode }) {
  const [before, after = ''] = format(SLOT).split(SLOT);
  return (
    <>
      {before}
      <LtrText nowrap>{value}</LtrText>
      {after}
    </>
  );
}

/** A left-to-right stretch (an amount, a number) isolated inside a sentence of either direction (LRI … PDI). */
export const ltr = (text: string) => `\u2066${text}\u2069`;
