/** Brand colours of the portal: pharmacy teal with a leaf-green and an amber accent (logo). */
export const brand = {
  teal: '#0f766e',
  tealLight: '#14b8a6',
  tealDark: '#115e59',
  leaf: '#65a30d',
  amber: '#f59e0b',
  /** amber for text on a light background: #f59e0b reads at 2.1:1 on white, this one at 5:1 (WCAG AA, issue 27 §19) */
  amberText: '#b45309',
  ink: '#0f1f1d',
  mist: '#f3f8f7',
} as const;

export const fontFamily =
  '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", "Noto Sans", sans-serif';
