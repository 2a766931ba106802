import ReportProblem from '@mui/icons-material/ReportProblemOutlined';
import { DisputeList } from './DisputeList';
import { DisputeShow } from './DisputeShow';

/** /admin/disputes: the disputes queue and each dispute's page (messages, resolution; issue 28). */
export const disputes = { name: 'disputes', list: DisputeList, show: DisputeShow, icon: ReportProblem };
