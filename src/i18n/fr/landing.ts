/** landing texts (fr). */
export const landing = {};
