type Texts = Record<string, unknown>;

/**
 * One language's catalogue for polyglot: react-admin's own texts, the contract messages (flat keys such as
 * "validation.name"; polyglot reads nested objects or flat keys alike) and our area files, merged deeply (admin and
 * franchise both add to `resources`).
 */
export function buildCatalogue(
  raMessages: object,
  contractMessages: Record<string, string>,
  areas: Record<string, Texts>,
): Texts {
  return Object.values(areas).reduce<Texts>(
    (all, texts) => deepMerge(all, texts),
    deepMerge(raMessages as Texts, contractMessages),
  );
}

export function deepMerge(base: Texts, extra: Texts): Texts {
  const out: Texts = { ...base };
  for (const [k, v] of Object.entries(extra)) {
    const b = out[k];
    const bothObjects =
      b && typeof b === 'object' && !Array.isArray(b) && v && typeof v === 'object' && !Array.isArray(v);
    out[k] = bothObjects ? deepMerge(b as Texts, v as Texts) : v;
  }
  return out;
}
