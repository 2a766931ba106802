import raMessages from 'ra-language-english';
import { shownMessages } from '../../contract/messages/shown';
import { buildCatalogue } from '../buildCatalogue';
import * as areas from './index';

/** Every text of the react-admin areas in English, loaded on its own (src/i18n/catalogues.ts). */
export const catalogue = buildCatalogue(raMessages, shownMessages('en'), areas);
