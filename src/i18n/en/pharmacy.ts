/** pharmacy texts (en). */
export const pharmacy = {};
