import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing: smaller ones gain nothing over the headers. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

/** Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip -9) next to `file`; false for a file too small to gain. */
export function precompressFile(file: string): boolean {
  const data = fs.readFileSync(file);
  if (data.length < MIN_BYTES) return false;
  fs.writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  );
  fs.writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  return true;
}

/** Precompresses each compressible file of `dir` (`precompressFile`). */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && COMPRESSIBLE.test(entry.name) && precompressFile(path.join(entry.parentPath, entry.name)))
      count++;
  }
  return count;
}

/** Vite plugin: the built app is served precompressed (server/web.ts, @fastify/static `preCompressed`). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
