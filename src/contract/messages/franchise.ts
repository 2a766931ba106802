/** Server messages of the franchise calls. */
export const franchise = {
  fr: {},
  en: {},
} as const;
