import { Card, CardContent, Link as MuiLink, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ShortOrder } from '../../dataProvider/recalls';

/** The unshipped orders no other lot covers since the block, each linked to the order. */
export function ShortOrders({ orders }: { orders: ShortOrder[] }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`recallScreens.${key}`);
  const createPath = useCreatePath();
  return (
    <Card data-testid="recall-short-orders">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('shortOrders')}
        </Typography>
        {orders.length === 0 ? (
          <Typography color="text.secondary">{t('noShort')}</Typography>
        ) : (
          <>
            <Typography color="text.secondary">{t('shortOrdersHelp')}</Typography>
            <List dense>
              {orders.map((o) => (
                <ListItem key={o.order_id} disableGutters>
                  <ListItemText
                    primary={
                      <MuiLink
                        component={Link}
                        to={createPath({ resource: 'orders', id: o.order_id, type: 'show' })}
                        data-testid={`short-order-${o.order_id}`}
                      >
                        <bdi dir="ltr">{o.order_no}</bdi>
                      </MuiLink>
                    }
                    secondary={
                      <>
                        {t('missing')}: <bdi dir="ltr">{o.missing}</bdi>
                      </>
                    }
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
}
