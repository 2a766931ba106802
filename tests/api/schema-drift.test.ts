import fs from 'node:fs';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api.js';

type Columns = Record<string, Record<string, 'null' | 'not null'>>;

/** Tables and columns as server/db/schema.ts declares them to Kysely (a column is nullable when its type names null). */
function declaredSchema(file: string): Columns {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  const aliases = new Map<string, string>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
    if (ts.isTypeAliasDeclaration(node)) aliases.set(node.name.text, node.type.getText(source));
  });
  const nullable = (typeText: string): boolean =>
    /\bnull\b/.test(typeText.replace(/ColumnType<([^,]+),.*>/, '$1')) ||
    (aliases.has(typeText) && nullable(aliases.get(typeText)!));
  const tables: Columns = {};
  for (const member of interfaces.get('DB')!.members) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    const table = interfaces.get(member.type.getText(source))!;
    tables[member.name.getText(source)] = Object.fromEntries(
      table.members
        .filter(ts.isPropertySignature)
        .map((c) => [c.name.getText(source), nullable(c.type!.getText(source)) ? 'null' : 'not null'] as const),
    );
  }
  return tables;
}

let api: TestApi;
beforeAll(async () => {
  api = await startApi({ seed: false });
});
afterAll(() => api?.close());

describe('server/db/schema.ts', () => {
  it('matches the migrated database: the same tables, columns and nullability', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }>`
      SELECT table_name, column_name, is_nullable FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely_%'`.execute(api.db);
    const actual: Columns = {};
    for (const r of rows) (actual[r.table_name] ??= {})[r.column_name] = r.is_nullable === 'YES' ? 'null' : 'not null';
    expect(declaredSchema('server/db/schema.ts')).toEqual(actual);
  });
});
