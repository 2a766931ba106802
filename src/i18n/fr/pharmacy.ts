/** pharmacy texts (fr). */
export const pharmacy = {};
