/** Server messages of the payment calls. */
export const payment = {
  fr: {},
  en: {},
} as const;
