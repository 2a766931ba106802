/** payment texts (fr). */
export const payment = {};
