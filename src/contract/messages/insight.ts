/** Server messages of the dashboards' figures, the audit log and the low-stock alerts (issue 16). */
export const insight = {
  fr: {
    'insight.periodInvalid': 'Période invalide : les dates sont au format AAAA-MM-JJ et « du » ne dépasse pas « au ».',
    'insight.auditFilterInvalid': 'Filtre du journal invalide : les dates sont au format AAAA-MM-JJ.',
  },
  en: {
    'insight.periodInvalid': 'Invalid period: dates are YYYY-MM-DD and "from" is not after "to".',
    'insight.auditFilterInvalid': 'Invalid log filter: dates are YYYY-MM-DD.',
  },
  ar: {
    'insight.periodInvalid': 'فترة غير صالحة: التواريخ بصيغة YYYY-MM-DD و«من» لا يأتي بعد «إلى».',
    'insight.auditFilterInvalid': 'مرشّح السجل غير صالح: التواريخ بصيغة YYYY-MM-DD.',
  },
};
