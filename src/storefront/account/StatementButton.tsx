import { useDataProvider } from 'react-admin';
import { StatementPeriodButton } from '../../components/StatementPeriodButton';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';

/** The pharmacy's own statement of account (issue 30 §4, D100). */
export function StatementButton() {
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  return <StatementPeriodButton load={(from, to) => dataProvider.accountStatement(from, to)} />;
}
