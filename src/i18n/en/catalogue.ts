import raMessages from 'ra-language-english';
import { messages } from '../../contract/messages/index';
import { buildCatalogue } from '../buildCatalogue';
import * as areas from './index';

/** Every text of the react-admin areas in English, loaded on its own (src/i18n/catalogues.ts). */
export const catalogue = buildCatalogue(raMessages, messages.en, areas);
