import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageWeights } from './page-budgets';

/** Prints each built chunk with its gzip size, largest first, then each page's JS against its budget. */
const dist = path.resolve(process.env.WEB_DIST ?? 'dist');
const dir = path.join(dist, 'assets');
const rows = fs
  .readdirSync(dir)
  .filter((f) => /\.(js|css)$/.test(f))
  .map((f) => {
    const buf = fs.readFileSync(path.join(dir, f));
    return { file: f, raw: buf.length, gzip: gzipSync(buf).length };
  })
  .sort((a, b) => b.gzip - a.gzip);
const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(8)} kB`;
console.log('\nChunk                                              raw        gzip');
for (const r of rows) console.log(`${r.file.padEnd(46)} ${kb(r.raw)} ${kb(r.gzip)}`);
console.log(
  `${'total'.padEnd(46)} ${kb(rows.reduce((s, r) => s + r.raw, 0))} ${kb(rows.reduce((s, r) => s + r.gzip, 0))}`,
);

console.log('\nPage (JS before it is drawn)   files    gzip       budget');
for (const p of pageWeights(dist)) {
  const verdict = p.gzip <= p.budgetKb * 1024 ? 'ok' : 'OVER';
  console.log(
    `${p.name.padEnd(30)} ${String(p.files.length).padStart(5)} ${kb(p.gzip)}  ≤ ${p.budgetKb} kB  ${verdict}`,
  );
}
