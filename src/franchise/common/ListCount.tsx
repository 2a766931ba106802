import { Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** "19 orders" next to the search: how many rows the current search matches. */
export function ListCount({ messageKey }: { messageKey: string }) {
  const translate = useTranslate();
  const { total, isPending } = useListContext();
  if (isPending || total == null) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }} data-testid="list-count">
      {translate(messageKey, { smart_count: total })}
    </Typography>
  );
}
