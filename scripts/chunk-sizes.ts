import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Prints each built chunk with its gzip size, largest first. */
const dir = path.resolve('dist/assets');
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
console.log(`${'total'.padEnd(46)} ${kb(rows.reduce((s, r) => s + r.raw, 0))} ${kb(rows.reduce((s, r) => s + r.gzip, 0))}`);
