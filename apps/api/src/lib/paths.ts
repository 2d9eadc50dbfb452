import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder, found by walking up from this file: the same answer whether the
 * code runs from src/ (tests, tsx) or from the bundle in dist/.
 */
function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('cannot find the api package folder (drizzle/ missing)');
    dir = parent;
  }
  return dir;
}

export const apiRoot = findPackageRoot();
export const migrationsFolder = path.join(apiRoot, 'drizzle');
export const webDistFolder = path.resolve(apiRoot, '../web/dist');
