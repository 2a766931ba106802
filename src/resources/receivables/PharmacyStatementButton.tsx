import { useDataProvider } from 'react-admin';
import { StatementPeriodButton } from '../../components/StatementPeriodButton';
import type { BackOfficeDataProvider } from '../../dataProvider/backOffice';

/**
 * A pharmacy's statement of account from the back office (issue 38 §5): the admin's account dialog and the
 * franchisee's receivables (its wilaya's pharmacies only; the server answers 4041 for another).
 */
export function PharmacyStatementButton({
  pharmacyId,
  name,
  size,
  nowrap,
}: {
  pharmacyId: number;
  name: string;
  size?: 'small' | 'medium';
  nowrap?: boolean;
}) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  return (
    <StatementPeriodButton
      load={(from, to) => dataProvider.accountStatement(pharmacyId, from, to)}
      name={name}
      size={size}
      nowrap={nowrap}
    />
  );
}
