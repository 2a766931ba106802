/** franchise texts (fr). */
export const franchise = {};
