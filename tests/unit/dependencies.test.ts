import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * package.json tells the truth (issue 12 §6): every package the code imports is declared, every declared one is
 * used, and every installed package runs on the Node versions `engines` allows (no EBADENGINE at install).
 */
const root = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const pkg = readJson('package.json') as {
  engines: { node: string };
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });

/** Used although never imported: named in a configuration file rather than in code. */
const USED_WITHOUT_IMPORT: Record<string, string> = {
  jsdom: "vitest's environment of the unit and component projects (vitest.config.ts)",
  '@fontsource/ibm-plex-sans-arabic': 'font files resolved by path for the Arabic invoice (server/invoices/pdfText.ts)',
};

function sourceFiles(): string[] {
  const files = fs.readdirSync(root).filter((f) => /\.(ts|js|mjs|cjs)$/.test(f));
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (/\.(tsx?|m?js|cjs)$/.test(entry.name)) files.push(rel);
    }
  };
  ['src', 'server', 'scripts', 'tests', 'deploy'].filter((d) => fs.existsSync(path.join(root, d))).forEach(walk);
  return files;
}

/** The package an import specifier names ('@mui/material/Box' → '@mui/material'), or null for files and built-ins. */
function packageOf(spec: string): string | null {
  if (/^[./]|^node:|^virtual:/.test(spec) || builtinModules.includes(spec.split('/')[0]!)) return null;
  const parts = spec.split('/');
  return spec.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

const specifiers =
  /\bfrom\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]|\brequire\(\s*['"]([^'"]+)['"]/gm;
const imported = new Map<string, string>();
for (const file of sourceFiles())
  for (const m of fs.readFileSync(path.join(root, file), 'utf8').matchAll(specifiers)) {
    const name = packageOf((m[1] ?? m[2] ?? m[3] ?? m[4])!);
    if (name && !imported.has(name)) imported.set(name, file);
  }

type Manifest = {
  bin?: string | Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const manifest = (name: string, from = ''): Manifest => {
  const nested = path.join(from, 'node_modules', name, 'package.json');
  return readJson(fs.existsSync(path.join(root, nested)) ? nested : `node_modules/${name}/package.json`) as Manifest;
};
/** The peers a package asks its user to install: its own and those of its dependencies (react-admin → ra-core → react-router). */
const peersOf = (name: string) => [
  ...Object.keys(manifest(name).peerDependencies ?? {}),
  ...Object.keys(manifest(name).dependencies ?? {}).flatMap((dep) =>
    Object.keys(manifest(dep, `node_modules/${name}`).peerDependencies ?? {}),
  ),
];
const binsOf = (name: string) => {
  const { bin } = manifest(name);
  return typeof bin === 'string' ? [name.split('/').pop()!] : Object.keys(bin ?? {});
};
const commands = `${Object.values(pkg.scripts).join('\n')}\n${fs.readFileSync(path.join(root, '.ci/run'), 'utf8')}`;

describe('declared dependencies (package.json)', () => {
  it('declares every package the code imports', () => {
    const missing = [...imported]
      .filter(([name]) => !declared.includes(name))
      .map(([name, file]) => `${name} (imported by ${file})`);
    expect(missing).toEqual([]);
  });

  it('uses every package it declares: imported, run as a command, a peer of a used one, types of a used one, or named in a config', () => {
    const used = new Set(imported.keys());
    for (const name of declared)
      if (binsOf(name).some((bin) => new RegExp(`(^|[\\s;&|(])(npx )?${bin}\\s`, 'm').test(commands))) used.add(name);
    for (const name of [...used]) for (const peer of peersOf(name)) used.add(peer);
    const unused = declared.filter((name) => {
      if (used.has(name) || USED_WITHOUT_IMPORT[name]) return false;
      const typed = /^@types\/(.+)$/.exec(name)?.[1];
      return !(typed && (typed === 'node' || used.has(typed.includes('__') ? `@${typed.replace('__', '/')}` : typed)));
    });
    expect(unused).toEqual([]);
  });

  it('installs only packages whose engines accept every Node version `engines` allows (no EBADENGINE)', () => {
    expect(semver.satisfies(process.version, pkg.engines.node), `this Node, ${process.version}`).toBe(true);
    const lock = readJson('package-lock.json') as {
      packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([where, p]) => where && p.engines && !Array.isArray(p.engines) && p.engines.node)
      .filter(([, p]) => !semver.subset(pkg.engines.node, (p.engines as { node: string }).node))
      .map(
        ([where, p]) => `${where.replace(/^.*node_modules\//, '')} needs node ${(p.engines as { node: string }).node}`,
      );
    expect(refusing).toEqual([]);
  });
});
