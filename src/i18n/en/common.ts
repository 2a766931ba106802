/** common texts (en). */
export const common = {};
