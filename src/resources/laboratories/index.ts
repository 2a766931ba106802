import Science from '@mui/icons-material/ScienceOutlined';
import { lazyPage } from '../../components/lazyPage';

const LaboratoryList = lazyPage(() => import('./LaboratoryList').then((x) => x.LaboratoryList));

/** /admin/laboratories: what each laboratory's products sold and what its conditions cost (issue 40 §4). */
export const laboratories = { name: 'laboratories', list: LaboratoryList, icon: Science };
