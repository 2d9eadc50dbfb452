// Bundles the API into dist/ with esbuild: the workspace contract (TypeScript source) is
// bundled in, every registry dependency stays external and is loaded from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@shop/'),
);

await build({
  entryPoints: {
    server: 'src/server.ts',
    bench: 'scripts/bench.ts',
    'admin-grant': 'src/admin-grant.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
