import type { GetListParams } from 'react-admin';
import { MAX_LIST_LIMIT } from '../contract/constants';

/** One piece of a server-paged list: its rows and the server's total for the filter. */
export interface Piece<T> {
  rows: T[];
  total: number;
}

/** Asks the server the rows `offset` to `offset + limit - 1` of the filter (`limit` ≤ MAX_LIST_LIMIT). */
export type AskPiece<T> = (offset: number, limit: number) => Promise<Piece<T>>;

export interface PageRange {
  /** the first row wanted */
  start: number;
  /** how many rows at most (Infinity: every row of the filter) */
  count: number;
  /**
   * The server's total is the filter's real count: no piece is asked past it, and the last one asks only what is
   * left. Off for the calls that may answer a plain list (their "total" is only what came so far).
   */
  exactTotal?: boolean;
}

/**
 * THE paging loop of the app: the rows `start` to `start + count` of a filter the server pages at most
 * MAX_LIST_LIMIT (100) rows a call, asked piece after piece until a piece comes back short, the range is full or
 * (exact totals) the total is reached. A page of a list, "All" of My orders and every export go through it.
 */
export async function collectPages<T>(ask: AskPiece<T>, range: PageRange): Promise<{ data: T[]; total: number }> {
  const data: T[] = [];
  let total = 0;
  let end = range.start + range.count;
  for (let offset = range.start; offset < end;) {
    const limit = Math.min(MAX_LIST_LIMIT, end - offset);
    const piece = await ask(offset, limit);
    total = piece.total;
    data.push(...piece.rows);
    offset += piece.rows.length;
    if (piece.rows.length < limit) break;
    if (range.exactTotal) end = Math.min(end, total);
  }
  return { data, total };
}

/** The rows of react-admin's page (`pagination`), however big: a page above the server's limit is asked in pieces. */
export const pageRange = (params: GetListParams, defaultPerPage: number): PageRange => {
  const page = params.pagination?.page ?? 1;
  const perPage = params.pagination?.perPage ?? defaultPerPage;
  return { start: (page - 1) * perPage, count: perPage };
};

/** A react-admin page of a server-paged list, through collectPages. */
export const listPages = <T>(params: GetListParams, defaultPerPage: number, ask: AskPiece<T>) =>
  collectPages(ask, pageRange(params, defaultPerPage));
