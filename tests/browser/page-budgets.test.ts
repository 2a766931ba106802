import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST_DIR } from '../../server/web.js';
import { pageWeights } from '../../scripts/page-budgets.js';

/**
 * The JavaScript each entry page loads, from the build (no browser needed, but the build is: this runs with the
 * browser tests). Byte sizes of a build are deterministic; the timing goals of issue 11 live in `npm run bench`.
 */
const dist = process.env.WEB_DIST ?? DIST_DIR;
const weights = pageWeights(path.resolve(dist));

describe('JavaScript budgets (gzip) of the entry pages', () => {
  it.each(weights.map((w) => [w.name, w] as const))('%s stays under its ceiling', (_, page) => {
    expect(page.gzip / 1024, `${page.name}: ${page.files.length} files`).toBeLessThanOrEqual(page.ceilingKb);
  });

  it('the landing page and the pharmacy sign-in load no react-admin code, and every page loads React', () => {
    const byName = Object.fromEntries(weights.map((w) => [w.name, w]));
    for (const w of weights) expect(w.files.some((f) => /framework-/.test(f))).toBe(true);
    // the landing page and the pharmacy sign-in reach no react-admin area root and no react-admin text catalogue
    expect(byName.landing!.files.filter((f) => /StorefrontRoot|AdminApp|catalogue-/.test(f))).toEqual([]);
    expect(byName['pharmacy login']!.files.filter((f) => /StorefrontRoot|AdminApp|catalogue-/.test(f))).toEqual([]);
    expect(byName.admin!.gzip).toBeGreaterThan(byName.landing!.gzip);
  });
});
