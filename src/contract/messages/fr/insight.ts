/** French texts of ../insight.ts. */
export const insight = {
  'insight.periodInvalid': 'Période invalide : les dates sont au format AAAA-MM-JJ et « du » ne dépasse pas « au ».',
  'insight.auditFilterInvalid': 'Filtre du journal invalide : les dates sont au format AAAA-MM-JJ.',
};
