/**
 * The notice an ended pharmacy session leaves for the sign-in page ("Session Expired, Please login again"): the
 * sign-in page loads without react-admin, so react-admin's notification of the storefront does not reach it.
 */
let pending: string | null = null;

export const leaveSessionNotice = (key: string) => {
  pending = key;
};

export const takeSessionNotice = (): string | null => {
  const key = pending;
  pending = null;
  return key;
};
