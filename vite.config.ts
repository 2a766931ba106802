import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress';
import { prerenderLanding } from './scripts/prerenderLanding';

/**
 * What every page runs (React, emotion and MUI's styling core with the components of the landing page and the sign-in
 * screens) in two chunks rather than some forty small ones: one compressed file compresses better than its parts, and
 * the browser asks for fewer files (issue 11 budgets, docs/performance.md). React Router is a third, which the landing
 * page loads only when it is left (src/main.tsx).
 */
const nm = String.raw`[\\/]node_modules[\\/]`;
const framework = new RegExp(`${nm}(react|react-dom|scheduler)[\\\\/]`);
const reactRouter = new RegExp(`${nm}(react-router|react-router-dom)[\\\\/]`);
const muiCoreModule = new RegExp(
  `${nm}(@emotion[\\\\/]|stylis|hoist-non-react-statics|react-is|@mui[\\\\/](system|utils|styled-engine|private-theming)[\\\\/]|` +
    `@mui[\\\\/]material[\\\\/]esm[\\\\/](styles|utils|colors|transitions|zero-styled|DefaultPropsProvider|GlobalStyles|CssBaseline|` +
    `Box|Button|ButtonBase|Typography|Stack|Paper|Card|CardContent|Container|Toolbar|AppBar|IconButton|SvgIcon|CircularProgress|Link|` +
    `InputBase|OutlinedInput|InputLabel|InputAdornment|FormControl|FormLabel|Alert)[\\\\/])`,
);
// the charts' own newer @mui/utils (node_modules/@mui/x-charts/node_modules/@mui/utils) stays with the charts
const muiCore = (id: string) => muiCoreModule.test(id) && !/[\\/]@mui[\\/]x-/.test(id);

// the small modules of the app's frame that every page runs (language, texts loader, theme, HTTP client,
// authProviders): one file instead of a dozen, which compress worse apart; the right-to-left styles stay out
// (loaded for Arabic only)
const appShell =
  /src[\\/](contract[\\/]constants|i18n[\\/](lang|catalogues|prepareLang|liteTranslate|useLang)|theme[\\/](DirectionRoot|mode|palette|themes|useThemeMode|directionCaches)|http[\\/]clients?|authProviders[\\/]\w+|config[\\/]runtime|navigation|components[\\/](PageLink|ThemeToggle|LanguageToggle|useDocumentTitle|authKit)|public[\\/]PublicFrame)\.tsx?$/;

export default defineConfig({
  plugins: [react(), precompress(), prerenderLanding()],
  server: { port: 5173 },
  resolve: {
    // one stylis: emotion's own (4.2) also serves the RTL plugin's prefixer (src/theme/rtlCache.ts), instead of a
    // second copy of the same parser
    // node-polyglot's polyfills replaced by what every browser has (src/shims)
    alias: {
      stylis: fileURLToPath(new URL('./node_modules/@emotion/cache/node_modules/stylis', import.meta.url)),
      'object.entries': fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)),
      hasown: fileURLToPath(new URL('./src/shims/hasown.cjs', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // read by scripts/page-budgets.ts (each page's JS)
    manifest: true,
    // every browser the portal supports knows modulepreload
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: framework, priority: 2 },
            { name: 'react-router', test: reactRouter, priority: 2 },
            { name: 'mui-core', test: muiCore, priority: 1 },
            // every page runs both (the router reads the language): once the lazy screens multiplied, rolldown split
            // them into two small files
            { name: 'app-shell', test: appShell },
            // the storefront's shortage texts loader and the back-order choice, shared by the product page, the basket
            // and the profile: one small file, one entry fewer in each route's preload list
            {
              name: 'shortage-kit',
              test: /src[\\/](i18n[\\/]useShortageTexts|storefront[\\/]backorders[\\/]useBackorderPolicy)\.ts$/,
            },
          ],
        },
      },
    },
  },
});
