import Event from '@mui/icons-material/EventOutlined';
import { HolidaysPage } from './HolidaysPage';

/** /admin/holidays: the public holidays calendar (issue 28). */
export const holidays = { name: 'holidays', list: HolidaysPage, icon: Event };
