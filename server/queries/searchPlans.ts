/**
 * Which searches may be planned blind (see `unplannedPattern` in orders.ts): those whose last count, with the same
 * text and filter, found few orders by their number (the orders of pharmacies named like the text are counted from
 * the maintained counts, however many). Their statement, the same whatever is searched, keeps one generic plan; a
 * text that matches many order numbers (a year, the "CMD-" prefix) needs the planner to see it, or the count reads
 * the whole trigram index (50 ms instead of 5 for "2026" at 1 M orders). Only a choice of plan: the statement counts
 * and finds its page correctly either way, so a stale answer here costs time, never a wrong result.
 */
const MAX_REMEMBERED = 1000;
const fewMatches = new Set<string>();

export const searchPlanKey = (filter: object) => JSON.stringify(filter);

export const plannedBlind = (key: string) => fewMatches.has(key);

/** Whether the last count of this search found few orders by their number; the oldest goes first past MAX_REMEMBERED. */
export function rememberSearch(key: string, few: boolean) {
  fewMatches.delete(key);
  if (!few) return;
  fewMatches.add(key);
  if (fewMatches.size > MAX_REMEMBERED) fewMatches.delete(fewMatches.values().next().value!);
}
