/** Server messages of the admin calls. */
export const admin = {
  fr: {},
  en: {},
} as const;
