/** auth texts (fr). */
export const auth = {};
