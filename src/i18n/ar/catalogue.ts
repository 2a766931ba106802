import { shown as frenchShown } from '../../contract/messages/fr/shown';
import { shown } from '../../contract/messages/ar/shown';
import { buildCatalogue } from '../buildCatalogue';
import * as areas from './index';
import { arabicMessages } from './reactAdmin';

/** Every text of the react-admin areas in Arabic, loaded on its own (src/i18n/catalogues.ts); a server message not yet in Arabic shows in French. */
export const catalogue = buildCatalogue(arabicMessages, { ...frenchShown, ...shown }, areas);
