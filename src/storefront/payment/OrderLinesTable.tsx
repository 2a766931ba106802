import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDZD, type Lang } from '../../contract/constants';
import type { BasketLineInfo } from '../basket/useBasket';
import { ProductImage } from '../catalogue/ProductImage';

/** The lines about to be ordered; on phones each line is a compact block instead of a wide table. */
export function OrderLinesTable({ lines, lang }: { lines: BasketLineInfo[]; lang: Lang }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`checkout.${key}`);
  return (
    <>
      <Table size="small" sx={{ display: { xs: 'none', sm: 'table' } }} data-testid="order-lines">
        <TableHead>
          <TableRow>
            <TableCell>{t('product')}</TableCell>
            <TableCell align="right">{t('quantity')}</TableCell>
            <TableCell align="right">{t('unitPrice')}</TableCell>
            <TableCell align="right">{t('lineTotal')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={l.product_id}>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <Box sx={{ width: 44, flexShrink: 0 }}>
                    <ProductImage path={l.mainImage ?? l.default_image} alt={l.name} rounded={1.5} />
                  </Box>
                  <Box>
                    <Typography fontWeight={600}>{l.name}</Typography>
                    {l.ref && (
                      <Typography variant="caption" color="text.secondary">
                        {l.ref}
                      </Typography>
                    )}
                  </Box>
                </Box>
              </TableCell>
              <TableCell align="right">{l.selected_quantity}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatDZD(l.unity_price, lang)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {formatDZD(l.total_price, lang)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
        {lines.map((l) => (
          <Box key={l.product_id} sx={{ display: 'flex', gap: 1.5, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
            <Box sx={{ width: 48, flexShrink: 0 }}>
              <ProductImage path={l.mainImage ?? l.default_image} alt={l.name} rounded={1.5} />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography fontWeight={600} noWrap>
                {l.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {l.selected_quantity} × {formatDZD(l.unity_price, lang)}
              </Typography>
            </Box>
            <Typography fontWeight={600} sx={{ whiteSpace: 'nowrap' }}>
              {formatDZD(l.total_price, lang)}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}
