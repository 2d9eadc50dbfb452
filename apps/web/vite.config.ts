import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './build-plugins/compile-hints';
import { pagePreloads } from './build-plugins/page-preloads';
import { precompress } from './build-plugins/precompress';
import routes from './src/app/routes.json';

// xfwd: the API sees who the dev server passes on (X-Forwarded-For), so a device reaching Vite
// over the network (`--host`) does not look local to the API's development sandboxes.
const api = { target: process.env.API_URL ?? 'http://localhost:3000', xfwd: true };

// Production renders with preact/compat: the same React API in about a tenth of react-dom's
// size, so a phone runs a third less JavaScript before the first paint (decision 021).
const productionAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// Small chunks shared by pages are copied into each page's chunk, so a page is one or two requests
// instead of ten (decision 029). Never copied: libraries other than the icons, the contract's
// schema modules (its wording and constants are plain data), and the app's modules that hold
// state or talk to the API.
const NEVER_COPIED = [
  /node_modules[\\/](?!lucide-react[\\/])/,
  /packages[\\/]contract[\\/]src[\\/](?![a-z-]*-messages\.ts$|search-facets\.ts$|search-sorts\.ts$|drop-clock\.ts$|measure-rules\.ts$|restock-rules\.ts$)/,
  /src[\\/]shared[\\/](api|auth|forms|payments)[\\/]/,
];

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    // The home page's largest paint is the intro video's poster.
    pagePreloads({ routes: routes.shop, images: { '/': ['/media/intro-poster.jpg'] } }),
    compileHints(routes.shop.map(([, file = '']) => file)),
    precompress(),
  ],
  resolve: { alias: mode === 'production' ? productionAliases : [] },
  build: {
    rolldownOptions: {
      preserveEntrySignatures: false,
      // Everything the entry imports statically is one chunk (beside the entry and rolldown's
      // runtime, all preloaded by the HTML): a phone on HTTP/1.1 opens six connections, so fifteen
      // small shared chunks cost several round trips before the first paint; the pages and
      // everything lazy keep their own chunks.
      output: {
        codeSplitting: {
          groups: [{ name: 'shell', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 6 * 1024, exclude: NEVER_COPIED },
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(['/v1', '/uploads', '/sandbox', '/docs'].map((p) => [p, api])),
  },
}));
