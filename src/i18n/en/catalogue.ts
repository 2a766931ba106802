import raMessages from 'ra-language-english';
import { shown } from '../../contract/messages/en/shown';
import { buildCatalogue } from '../buildCatalogue';
import * as areas from './index';

/** Every text of the react-admin areas in English, loaded on its own (src/i18n/catalogues.ts). */
export const catalogue = buildCatalogue(raMessages, shown, areas);
