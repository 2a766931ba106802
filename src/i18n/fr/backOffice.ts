import { backOfficeShown } from '../../contract/messages/fr/backOfficeShown';
import { buildCatalogue } from '../buildCatalogue';
import * as areas from './backOfficeAreas';

/** The French texts only the admin and franchise areas show, merged over ./catalogue.ts when one of them loads. */
export const backOffice = buildCatalogue({}, backOfficeShown, areas);
