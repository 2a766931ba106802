/** payment texts (en). */
export const payment = {};
