import type pg from 'pg';

/**
 * Statements the application sends again and again are prepared once per connection: PostgreSQL then skips
 * parsing them, and planning too once it finds its generic plan no worse than the custom ones (its own choice,
 * `plan_cache_mode = auto`, after five runs). On the list, order and invoice queries, planning took longer than
 * running (1–2 ms against 0.1 ms at 1 M orders: docs/performance.md).
 *
 * A statement is named from its third run on, so one-off texts (an IN list of a length seen once) never are; at
 * most `MAX_NAMED` texts are, so what each connection keeps on the server stays bounded.
 */
export const MAX_NAMED = 500;
const NAME_FROM_RUN = 3;

export interface StatementNames {
  /** The name to prepare `text` under, or undefined to send it unnamed. */
  nameOf(text: string): string | undefined;
}

export function statementNames(maxNamed = MAX_NAMED): StatementNames {
  const names = new Map<string, string>();
  const runs = new Map<string, number>();
  return {
    nameOf(text) {
      const name = names.get(text);
      if (name || names.size >= maxNamed) return name;
      const seen = (runs.get(text) ?? 0) + 1;
      if (seen < NAME_FROM_RUN) {
        // the counts of texts never named are forgotten now and then, so they cannot grow without bound
        if (runs.size >= maxNamed * 4) runs.clear();
        runs.set(text, seen);
        return undefined;
      }
      runs.delete(text);
      const named = `s${names.size + 1}`;
      names.set(text, named);
      return named;
    },
  };
}

type Query = (text: unknown, values?: unknown, callback?: unknown) => unknown;

/** A query without values is worth preparing (a first page, its offset and limit written in); begin, commit… are not. */
const isQuery = (text: string) => /^\s*(select|with)\s/i.test(text);

/**
 * Makes a pool client send the statements `names` gives a name to as prepared statements (calls with text and
 * values: statements with parameters, or queries without).
 */
export function prepareRepeatedStatements(client: pg.PoolClient, names: StatementNames): void {
  const query = client.query.bind(client) as Query;
  (client as unknown as { query: Query }).query = (text, values, callback) => {
    const preparable =
      typeof text === 'string' && Array.isArray(values) && !callback && (values.length > 0 || isQuery(text));
    const name = preparable ? names.nameOf(text) : undefined;
    return name ? query({ name, text, values }) : query(text, values, callback);
  };
}
