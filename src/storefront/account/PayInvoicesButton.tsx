import CreditCard from '@mui/icons-material/CreditCard';
import { Box, Button, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { formatDZD } from '../../contract/constants';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';
import { ApiError } from '../../http/client';
import { useLang } from '../../i18n/useLang';
import { LtrText } from '../../components/LtrText';
import { invoicePaymentNumber } from './invoicePaymentStorage';

interface Payable {
  id: number;
  amount_due: number;
}

/**
 * The invoices list's bulk bar (issue 30 §4): the count and total left to pay of the ticked invoices, and "Pay
 * by card", which opens ONE SATIM payment for them and sends the browser to its page. A second click while the
 * first is under way does nothing (the server also answers a repeated Idempotency-Key once).
 */
export function PayInvoicesButton() {
  const translate = useTranslate();
  const lang = useLang();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const { data, selectedIds } = useListContext<Payable>();
  // what is left on invoices ticked on another page of the list is remembered from when they were shown
  const [seen, setSeen] = useState<Record<number, number>>({});
  useEffect(() => {
    if (data?.length)
      setSeen((before) => ({ ...before, ...Object.fromEntries(data.map((r) => [r.id, r.amount_due])) }));
  }, [data]);
  const leftOn = (id: number) => data?.find((r) => r.id === id)?.amount_due ?? seen[id] ?? 0;
  // centimes, so that the sum of amounts in dinars is exact
  const total = selectedIds.reduce((s, id) => s + Math.round(leftOn(id as number) * 100), 0) / 100;
  const busy = useRef(false);
  const [sending, setSending] = useState(false);

  const pay = async () => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      const started = await dataProvider.payInvoices(selectedIds as number[]);
      if (started?.formUrl && started.orderNumber) {
        invoicePaymentNumber.set(started.orderNumber);
        window.location.assign(started.formUrl);
        return; // the browser leaves for SATIM: stay busy
      }
    } catch (e) {
      notify(
        e instanceof ApiError
          ? e.result.meta || translate('checkout.serviceFailed')
          : translate('checkout.serviceFailed'),
        { type: 'error' },
      );
      // an invoice paid meanwhile: the list shows it so
      if (e instanceof ApiError) refresh();
    }
    busy.current = false;
    setSending(false);
  };

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
      data-testid="pay-invoices-bar"
    >
      <Typography variant="body2" data-testid="pay-invoices-count">
        {translate('accounts.pay.selected', { count: selectedIds.length })}
      </Typography>
      <Typography variant="body2" data-testid="pay-invoices-total">
        {translate('accounts.pay.total')} <LtrText nowrap>{formatDZD(total, lang)}</LtrText>
      </Typography>
      <Button
        variant="contained"
        size="small"
        startIcon={<CreditCard />}
        onClick={() => void pay()}
        disabled={sending || !selectedIds.length}
        data-testid="pay-invoices"
      >
        {translate('accounts.pay.button')}
      </Button>
    </Box>
  );
}
