/** admin texts (fr). */
export const admin = {};
