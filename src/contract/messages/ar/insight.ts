/** Arabic texts of ../insight.ts. */
export const insight = {
  'insight.periodInvalid': 'فترة غير صالحة: التواريخ بصيغة YYYY-MM-DD و«من» لا يأتي بعد «إلى».',
  'insight.auditFilterInvalid': 'مرشّح السجل غير صالح: التواريخ بصيغة YYYY-MM-DD.',
};
