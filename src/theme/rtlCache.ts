import createCache from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';

/**
 * MUI's RTL recipe: the styles of a right-to-left page go through stylis' RTL plugin (left ⇄ right, margins,
 * paddings, borders), in a cache of its own key so switching the language restyles every component. Its own chunk,
 * loaded only when Arabic is shown (src/theme/directionCaches.ts).
 */
export const rtlCache = createCache({ key: 'css-rtl', stylisPlugins: [prefixer, rtlPlugin] });
