/** Server messages of the pharmacy calls. */
export const pharmacy = {
  fr: {},
  en: {},
} as const;
