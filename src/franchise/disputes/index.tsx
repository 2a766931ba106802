import ReportProblem from '@mui/icons-material/ReportProblemOutlined';
import { DisputeList } from '../../resources/disputes/DisputeList';
import { DisputeShow } from '../../resources/disputes/DisputeShow';

/** /franchise/disputes: the wilaya's disputes and each one's page, read only (issue 28). */
export const disputes = {
  name: 'disputes',
  list: () => <DisputeList readOnly />,
  show: () => <DisputeShow readOnly />,
  icon: ReportProblem,
};
