import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build-plugins/precompress';

// xfwd: the API sees who the dev server passes on (X-Forwarded-For), so a device reaching Vite
// over the network (`--host`) does not look local to the API's development sandboxes.
const api = { target: process.env.API_URL ?? 'http://localhost:3000', xfwd: true };

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: Object.fromEntries(['/v1', '/uploads', '/sandbox', '/docs'].map((p) => [p, api])),
  },
});
