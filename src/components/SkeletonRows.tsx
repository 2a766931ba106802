import { Skeleton, TableCell, TableRow } from '@mui/material';

/** Placeholder rows of a table whose rows are loading. */
export function SkeletonRows({ columns, rows = 3 }: { columns: number; rows?: number }) {
  return Array.from({ length: rows }, (_, i) => (
    <TableRow key={i}>
      <TableCell colSpan={columns}>
        <Skeleton />
      </TableCell>
    </TableRow>
  ));
}
