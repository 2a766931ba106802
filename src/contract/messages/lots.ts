import { lots as ar } from './ar/lots';
import { lots as en } from './en/lots';
import { lots as fr } from './fr/lots';

/** Lots, expiry dates, stock adjustments and GS1 scans (issue 29, docs/lots.md). */
export const lots = { fr, en, ar } as const;
