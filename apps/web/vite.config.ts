import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pagePreloads } from './build-plugins/page-preloads';
import { precompress } from './build-plugins/precompress';
import routes from './src/app/routes.json';

// xfwd: the API sees who the dev server passes on (X-Forwarded-For), so a device reaching Vite
// over the network (`--host`) does not look local to the API's development sandboxes.
const api = { target: process.env.API_URL ?? 'http://localhost:3000', xfwd: true };

// React Router's package exports only its development build (warnings and checks included); its
// production build sits beside it and is a third smaller.
const reactRouterDir = path.dirname(
  createRequire(import.meta.url).resolve('react-router/package.json'),
);
const productionAliases = [
  {
    find: /^react-router$/,
    replacement: path.join(reactRouterDir, 'dist/production/index.mjs'),
  },
];

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    // The home page's largest paint is the intro video's poster.
    pagePreloads({ routes: routes.shop, images: { '/': ['/media/intro-poster.jpg'] } }),
    precompress(),
  ],
  resolve: { alias: mode === 'production' ? productionAliases : [] },
  build: {
    rolldownOptions: {
      // The contract modules build their zod schemas at load; this lets the bundler drop the
      // schemas a page never uses, and zod with them when it uses none.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
  server: {
    proxy: Object.fromEntries(['/v1', '/uploads', '/sandbox', '/docs'].map((p) => [p, api])),
  },
}));
