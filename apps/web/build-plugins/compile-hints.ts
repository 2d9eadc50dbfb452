import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** V8's explicit compile hint: compile every function of the file as it streams in. */
export const COMPILE_ALL = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's compile hint at the very top of the chunks whose code nearly all runs on the first
 * load: the shell and the storefront's pages. Chrome then compiles their functions on a
 * background thread while the file downloads, instead of on the main thread the first time each
 * runs (decision 029). Lazy chunks are left as they are. Runs after everything else has written
 * the chunk (the minifier strips comments; the preload helper's map is put in front).
 *
 * `pageFiles` are page modules under src/features without .tsx, as in routes.json.
 */
export function compileHints(pageFiles: string[]): Plugin {
  const pages = pageFiles.map(
    (file) => `${path.sep}src${path.sep}features${path.sep}${file.split('/').join(path.sep)}.tsx`,
  );
  const hinted = (chunk: Rollup.OutputChunk) =>
    chunk.isEntry || pages.some((suffix) => chunk.facadeModuleId?.endsWith(suffix));
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && hinted(output) && !output.code.startsWith(COMPILE_ALL)) {
            output.code = `${COMPILE_ALL}\n${output.code}`;
          }
        }
      },
    },
  };
}
