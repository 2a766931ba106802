/** auth texts (en). */
export const auth = {};
