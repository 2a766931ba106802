import { backOfficeShown as frenchShown } from '../../contract/messages/fr/backOfficeShown';
import { backOfficeShown } from '../../contract/messages/ar/backOfficeShown';
import { buildCatalogue } from '../buildCatalogue';
import * as areas from './backOfficeAreas';

/** The Arabic texts only the admin and franchise areas show, merged over ./catalogue.ts when one of them loads. */
export const backOffice = buildCatalogue({}, { ...frenchShown, ...backOfficeShown }, areas);
