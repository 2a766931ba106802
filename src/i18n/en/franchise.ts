/** franchise texts (en). */
export const franchise = {};
