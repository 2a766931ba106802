/** admin texts (en). */
export const admin = {};
