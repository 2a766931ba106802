/** landing texts (en). */
export const landing = {};
