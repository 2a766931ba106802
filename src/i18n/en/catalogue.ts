import raMessages from 'ra-language-english';
import { shopShown } from '../../contract/messages/en/shopShown';
import { buildCatalogue } from '../buildCatalogue';
import * as areas from './index';

/** The English texts of the storefront and those the back offices share with it, loaded on its own (src/i18n/catalogues.ts). */
export const catalogue = buildCatalogue(raMessages, shopShown, areas);
