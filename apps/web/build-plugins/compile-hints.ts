import type { Plugin } from 'vite';
import { chunksOf, isPageChunk, shellFiles } from './chunk-graph';

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
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = chunksOf(bundle);
        const shell = shellFiles(chunks);
        for (const chunk of chunks) {
          const hinted =
            shell.has(chunk.fileName) || pageFiles.some((file) => isPageChunk(chunk, file));
          if (hinted && !chunk.code.startsWith(COMPILE_ALL)) {
            chunk.code = `${COMPILE_ALL}\n${chunk.code}`;
          }
        }
      },
    },
  };
}
