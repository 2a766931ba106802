import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { Key, ReactNode } from 'react';
import { formatDZD, type Lang } from '../contract/constants';
import { SkeletonRows } from './SkeletonRows';

/** One line of an order or of the basket about to be ordered, with the contract's field names. */
export interface OrderLineRow {
  id: Key;
  name: string;
  ref?: string | null;
  image?: ReactNode;
  quantity: number;
  unity_price: number;
  quantity_price: number;
  /** said under the name: an order line's free units and discount (issue 40) */
  note?: ReactNode;
}

/** The column titles, in the area's own words. */
export interface OrderLineLabels {
  product: string;
  quantity: string;
  unitPrice: string;
  total: string;
}

const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * The lines of an order (franchise, pharmacy and admin order details, payment page): product, quantity, unit
 * price and line total. On phones quantity × unit price go under the name, so nothing scrolls sideways.
 * `lines` is null while they load; `empty` is said when there are none; `withRef` shows product references.
 */
export function OrderLinesTable({
  lines,
  labels,
  lang,
  empty,
  withRef = false,
}: {
  lines: OrderLineRow[] | null;
  labels: OrderLineLabels;
  lang: Lang;
  empty?: string;
  withRef?: boolean;
}) {
  const money = (n: number | null | undefined) => (n === undefined || n === null ? '-' : formatDZD(Number(n), lang));
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" data-testid="order-lines">
        <TableHead>
          <TableRow>
            <TableCell>{labels.product}</TableCell>
            <TableCell align="right" sx={wideOnly}>
              {labels.quantity}
            </TableCell>
            <TableCell align="right" sx={wideOnly}>
              {labels.unitPrice}
            </TableCell>
            <TableCell align="right">{labels.total}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {!lines && <SkeletonRows columns={4} />}
          {lines?.map((l) => (
            <TableRow key={l.id}>
              <TableCell sx={{ minWidth: 140 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  {l.image && <Box sx={{ width: 44, flexShrink: 0 }}>{l.image}</Box>}
                  <Box sx={{ minWidth: 0 }}>
                    {/* a name of one long word wraps rather than widening the table (issue 27 §8) */}
                    <Typography variant="body2" fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
                      {l.name}
                    </Typography>
                    {withRef && l.ref && (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {l.ref}
                      </Typography>
                    )}
                    {l.note}
                    <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                      {l.quantity} × {money(l.unity_price)}
                    </Typography>
                  </Box>
                </Box>
              </TableCell>
              <TableCell align="right" sx={wideOnly}>
                {l.quantity}
              </TableCell>
              <TableCell align="right" sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>
                {money(l.unity_price)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {money(l.quantity_price)}
              </TableCell>
            </TableRow>
          ))}
          {empty && lines?.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>
                <Typography color="text.secondary">{empty}</Typography>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
