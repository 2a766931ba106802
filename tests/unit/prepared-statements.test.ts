import { describe, expect, it, vi } from 'vitest';
import type pg from 'pg';
import { prepareRepeatedStatements, statementNames } from '../../server/db/preparedStatements';

describe('statementNames', () => {
  it('names a text from its third run on, always with the same name', () => {
    const names = statementNames();
    expect(names.nameOf('select $1')).toBeUndefined();
    expect(names.nameOf('select $1')).toBeUndefined();
    const name = names.nameOf('select $1');
    expect(name).toMatch(/^s\d+$/);
    expect(names.nameOf('select $1')).toBe(name);
  });

  it('gives different texts different names', () => {
    const names = statementNames();
    for (let i = 0; i < 3; i++) {
      names.nameOf('select $1');
      names.nameOf('select $2');
    }
    expect(names.nameOf('select $1')).not.toBe(names.nameOf('select $2'));
  });

  it('names no more than its limit, and keeps the names given', () => {
    const names = statementNames(2);
    const runThrice = (text: string) => [1, 2, 3].map(() => names.nameOf(text)).at(-1);
    const first = runThrice('a');
    const second = runThrice('b');
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(runThrice('c')).toBeUndefined();
    expect(names.nameOf('a')).toBe(first);
  });
});

describe('prepareRepeatedStatements', () => {
  const client = () => {
    const query = vi.fn((..._args: unknown[]) => Promise.resolve({ rows: [] }));
    const c = { query } as unknown as pg.PoolClient;
    prepareRepeatedStatements(c, statementNames());
    return { c, query };
  };

  it('sends a repeated statement with values under its name', async () => {
    const { c, query } = client();
    for (let i = 0; i < 3; i++) await c.query('select $1::int', [i]);
    expect(query.mock.calls[0]).toEqual(['select $1::int', [0], undefined]);
    expect(query.mock.calls[2]).toEqual([
      { name: expect.stringMatching(/^s\d+$/), text: 'select $1::int', values: [2] },
    ]);
  });

  it('leaves statements without values unnamed (begin, commit)', async () => {
    const { c, query } = client();
    for (let i = 0; i < 4; i++) await c.query('begin', []);
    expect(query.mock.calls.every(([text]) => text === 'begin')).toBe(true);
  });

  it('prepares a repeated query without values (a first page: its limit and offset are written in)', async () => {
    const { c, query } = client();
    for (let i = 0; i < 3; i++) await c.query('select id from products order by name limit 16 offset 0', []);
    expect(query.mock.calls[2]).toEqual([
      {
        name: expect.stringMatching(/^s\d+$/),
        text: 'select id from products order by name limit 16 offset 0',
        values: [],
      },
    ]);
  });
});
