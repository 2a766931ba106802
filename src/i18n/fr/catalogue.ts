import raMessages from 'ra-language-french';
import { shown } from '../../contract/messages/fr/shown';
import { buildCatalogue } from '../buildCatalogue';
import * as areas from './index';

/** Every text of the react-admin areas in French, loaded on its own (src/i18n/catalogues.ts). */
export const catalogue = buildCatalogue(raMessages, shown, areas);
