/** The back office a react-admin basename belongs to (/admin, /franchise), or null elsewhere. */
export const areaRoleOf = (basename: string): 'admin' | 'franchise' | null =>
  basename === '/admin' ? 'admin' : basename === '/franchise' ? 'franchise' : null;
