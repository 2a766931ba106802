import Groups from '@mui/icons-material/GroupsOutlined';
import { FranchiseList } from './FranchiseList';

/** /admin/fra: the franchisees, their add, edit and details dialogs over the list (001 §2). */
export const fra = { name: 'fra', list: FranchiseList, icon: Groups, recordRepresentation: (r: { first_name: string; last_name: string }) => `${r.first_name} ${r.last_name}` };
