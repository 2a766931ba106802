import { shopShown as frenchShown } from '../../contract/messages/fr/shopShown';
import { shopShown } from '../../contract/messages/ar/shopShown';
import { buildCatalogue } from '../buildCatalogue';
import * as areas from './index';
import { arabicMessages } from './reactAdmin';

/** The Arabic texts of the storefront and those the back offices share with it, loaded on its own (src/i18n/catalogues.ts); a server message not yet in Arabic shows in French. */
export const catalogue = buildCatalogue(arabicMessages, { ...frenchShown, ...shopShown }, areas);
