import path from 'node:path';
import type { Rollup } from 'vite';

/** The output chunks of a bundle (its assets left out). */
export const chunksOf = (bundle: Rollup.OutputBundle): Rollup.OutputChunk[] =>
  Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');

/** The file names of `roots` and of every chunk they import statically, however deep. */
export function staticGraph(chunks: Rollup.OutputChunk[], roots: string[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return seen;
}

/** The shell: the entry chunks and everything they import statically. */
export const shellFiles = (chunks: Rollup.OutputChunk[]): Set<string> =>
  staticGraph(
    chunks,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );

/** Whether `chunk` is the page module `features/<file>.tsx` (as routes.json names pages). */
export function isPageChunk(chunk: Rollup.OutputChunk, file: string): boolean {
  const source = `${path.sep}src${path.sep}features${path.sep}${file.split('/').join(path.sep)}.tsx`;
  return chunk.facadeModuleId?.endsWith(source) ?? false;
}
