import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress';

/**
 * What every page runs (React, the router, emotion and MUI's styling core with the components of the landing page and
 * the sign-in screens) in two chunks rather than some forty small ones: one compressed file compresses better than
 * its parts, and the browser asks for fewer files (issue 11 budgets, docs/performance.md).
 */
const nm = String.raw`[\\/]node_modules[\\/]`;
const framework = new RegExp(`${nm}(react|react-dom|scheduler|react-router|react-router-dom)[\\\\/]`);
const muiCore = new RegExp(
  `${nm}(@emotion[\\\\/]|stylis|hoist-non-react-statics|react-is|@mui[\\\\/](system|utils|styled-engine|private-theming)[\\\\/]|` +
    `@mui[\\\\/]material[\\\\/]esm[\\\\/](styles|utils|internal|colors|transitions|zero-styled|DefaultPropsProvider|GlobalStyles|CssBaseline|` +
    `Box|Button|ButtonBase|Typography|Stack|Paper|Card|CardContent|Container|Toolbar|AppBar|IconButton|SvgIcon|CircularProgress|Link|useMediaQuery)[\\\\/])`,
);

export default defineConfig({
  plugins: [react(), precompress()],
  server: { port: 5173 },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // read by scripts/page-budgets.ts (each page's JS)
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: framework, priority: 2 },
            { name: 'mui-core', test: muiCore, priority: 1 },
          ],
        },
      },
    },
  },
});
