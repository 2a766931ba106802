import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ResultCard } from './ResultCard';
import { ResultLinks } from './ResultLinks';

/** A result page opened without an attempt of this pharmacy: nothing to show, back to the basket or My orders. */
export function NoAttemptCard({
  textKey,
  testId,
  children,
}: {
  textKey: 'noPayment' | 'noOrder';
  testId: string;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`paymentResult.${key}`);
  return (
    <ResultCard tone="pending" title={t('noAttemptTitle')} text={t(textKey)} testId={testId}>
      <ResultLinks
        links={[
          { to: '/basket/details', textKey: 'backToBasket', variant: 'contained', testId: 'back-to-basket' },
          { to: '/pharmacy/orders', textKey: 'myOrders' },
        ]}
      />
      {children}
    </ResultCard>
  );
}
