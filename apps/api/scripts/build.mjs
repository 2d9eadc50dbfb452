// Bundles the API into dist/ with esbuild: the workspace packages (TypeScript source) are
// bundled in, every registry dependency stays external and is loaded from node_modules.
//
// The development sandboxes are a bundle of their own, dist/sandboxes/index.js, with their page
// templates beside it: the server imports them (`import('@shop/sandboxes')`) only when it runs
// without real keys, so server.js holds none of their code.

import { readFileSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@shop/'),
);
const sandboxesSource = new URL('../../../packages/sandboxes/src/', import.meta.url);
const sandboxesOut = new URL('../dist/sandboxes/', import.meta.url);

/** The sandboxes' entry stays out of the server bundle: it is loaded from its own file. */
const sandboxesApart = {
  name: 'sandboxes-apart',
  setup(builder) {
    builder.onResolve({ filter: /^@shop\/sandboxes$/ }, () => ({
      path: './sandboxes/index.js',
      external: true,
    }));
  },
};

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
};

const main = await build({
  ...common,
  entryPoints: {
    server: 'src/server.ts',
    bench: 'scripts/bench.ts',
    'bench-checkout': 'scripts/bench-checkout.ts',
    'bench-web': 'scripts/bench-web.ts',
    'admin-grant': 'src/admin-grant.ts',
    'backup-check': 'scripts/backup-check.ts',
    'check-invariants': 'scripts/check-invariants.ts',
    'storage-copy': 'scripts/storage-copy.ts',
  },
  outdir: 'dist',
  plugins: [sandboxesApart],
  metafile: true,
});

// Of the sandboxes, only their keys (what the settings fall back to) may be in the server.
const keysOnly =
  /packages\/sandboxes\/src\/(credentials|toss\/keys|kakao\/credentials|naver\/credentials)\.ts$/;
for (const [output, { inputs }] of Object.entries(main.metafile.outputs)) {
  const leaked = Object.keys(inputs).filter(
    (input) => input.includes('packages/sandboxes/') && !keysOnly.test(input),
  );
  if (leaked.length > 0) {
    throw new Error(`${output} holds sandbox code: ${leaked.join(', ')}`);
  }
}

await rm(sandboxesOut, { recursive: true, force: true });
await build({
  ...common,
  entryPoints: { index: new URL('index.ts', sandboxesSource).pathname },
  outdir: sandboxesOut.pathname,
});
// The page templates, read at run time from beside the bundle.
await cp(new URL('templates/', sandboxesSource), new URL('templates/', sandboxesOut), {
  recursive: true,
});
