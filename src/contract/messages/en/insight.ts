/** English texts of ../insight.ts. */
export const insight = {
  'insight.periodInvalid': 'Invalid period: dates are YYYY-MM-DD and "from" is not after "to".',
  'insight.auditFilterInvalid': 'Invalid log filter: dates are YYYY-MM-DD.',
};
