import Inventory from '@mui/icons-material/MoveToInboxOutlined';
import { PreparationList } from './PreparationList';

/** /admin/preparation: the preparation queue (issue 28). */
export const preparation = { name: 'preparation', list: PreparationList, icon: Inventory };
