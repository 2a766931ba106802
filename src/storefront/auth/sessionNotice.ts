/**
 * The notice an ended pharmacy session leaves for the sign-in page ("Session Expired, Please login again"): the
 * sign-in page loads without react-admin, so react-admin's notification of the storefront does not reach it.
 */
let pending: string | null = null;

export const leaveSessionNotice = (key: string) => {
  pending = key;
};

/** The notice left, still left: a render may be thrown away and run again (a lazy part still loading). */
export const peekSessionNotice = (): string | null => pending;

/** Once the page that shows it is mounted. */
export const clearSessionNotice = () => {
  pending = null;
};
