/** common texts (fr). */
export const common = {};
