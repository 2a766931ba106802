import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One headline figure: a label, the value, an optional line under it. */
export function FigureCard({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  testId: string;
}) {
  return (
    <Card variant="outlined" data-testid={testId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {value}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
            {hint}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** A titled block of the dashboard (a table, a chart). */
export function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card variant="outlined" data-testid={testId} sx={{ height: '100%', minWidth: 0 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A small table of figures: the first column is text, the others numbers (right-aligned, never wrapped). */
export function FigureTable({ head, rows }: { head: string[]; rows: { key: string | number; cells: ReactNode[] }[] }) {
  const align = (i: number) => (i === 0 ? 'left' : 'right');
  return (
    // a table wider than its card scrolls: keyboard users reach it too (axe scrollable-region-focusable)
    <Box tabIndex={0} role="region" aria-label={head.join(', ')} sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {head.map((h, i) => (
              <TableCell key={h} align={align(i)}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              {r.cells.map((c, i) => (
                <TableCell key={i} align={align(i)} sx={i > 0 ? { whiteSpace: 'nowrap' } : undefined}>
                  {c}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
