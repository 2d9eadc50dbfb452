import type { Plugin } from 'vite';
import { chunksOf, isPageChunk, shellFiles, staticGraph } from './chunk-graph';

/** What one page needs beyond the entry, as addresses under the site's root. */
export interface PagePreload {
  scripts: string[];
  styles: string[];
  images: string[];
}

/** The file the server reads at start (static-files.ts), beside index.html. */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/**
 * Writes `page-preloads.json`: for each storefront route, the page's own chunk with the chunks
 * and stylesheets it imports (less what the entry loads anyway), and the images named in
 * `images`. The server puts them into the page's HTML as preload links, so the route's code
 * loads alongside the entry instead of after it.
 *
 * `routes` are [path, file under src/features without .tsx, export] as in routes.json.
 */
export function pagePreloads({
  routes,
  images = {},
}: {
  routes: string[][];
  images?: Record<string, string[]>;
}): Plugin {
  return {
    name: 'page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entryFiles = shellFiles(chunks);
      const cssOf = (fileName: string) => [
        ...(byFile.get(fileName)?.viteMetadata?.importedCss ?? []),
      ];
      const entryCss = new Set([...entryFiles].flatMap(cssOf));

      const preloads: Record<string, PagePreload> = {};
      for (const [route = '', file = ''] of routes) {
        const page = chunks.find((c) => isPageChunk(c, file));
        if (!page) this.error(`no chunk for the page features/${file}.tsx of ${route}`);
        const files = [...staticGraph(chunks, [page.fileName])].filter((f) => !entryFiles.has(f));
        preloads[route] = {
          scripts: files.map((f) => `/${f}`),
          styles: [...new Set(files.flatMap(cssOf))]
            .filter((f) => !entryCss.has(f))
            .map((f) => `/${f}`),
          images: images[route] ?? [],
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: PAGE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
