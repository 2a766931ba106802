import { backOfficeShown } from '../../contract/messages/en/backOfficeShown';
import { buildCatalogue } from '../buildCatalogue';
import * as areas from './backOfficeAreas';

/** The English texts only the admin and franchise areas show, merged over ./catalogue.ts when one of them loads. */
export const backOffice = buildCatalogue({}, backOfficeShown, areas);
