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
  const isPage = (chunk: Rollup.OutputChunk) =>
    pages.some((suffix) => chunk.facadeModuleId?.endsWith(suffix));
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (output): output is Rollup.OutputChunk => output.type === 'chunk',
        );
        // The entry with everything it imports statically (the shell), and the pages' own chunks.
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const shell = new Set<string>();
        const visit = (fileName: string) => {
          if (shell.has(fileName)) return;
          shell.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
        };
        for (const entry of chunks.filter((c) => c.isEntry)) visit(entry.fileName);
        for (const output of chunks) {
          const hinted = shell.has(output.fileName) || isPage(output);
          if (hinted && !output.code.startsWith(COMPILE_ALL)) {
            output.code = `${COMPILE_ALL}\n${output.code}`;
          }
        }
      },
    },
  };
}
