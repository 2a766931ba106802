/** Brand colours of the portal: pharmacy teal with a leaf-green and an amber accent (logo). */
export const brand = {
  teal: '#0f766e',
  tealLight: '#14b8a6',
  tealDark: '#115e59',
  leaf: '#65a30d',
  amber: '#f59e0b',
  ink: '#0f1f1d',
  mist: '#f3f8f7',
} as const;

export const fontFamily =
  '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", "Noto Sans", sans-serif';
