import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite keeps `postmaster.pid` in its folder while open and leaves it after a crash; it holds no
 * real process id, so only a warning can be given: a second process on an open folder breaks it.
 */
export function pgliteOpenWarning(dir: string): string | undefined {
  if (!existsSync(path.join(dir, 'postmaster.pid'))) return undefined;
  return `warning: ${dir} is open in a running shop or was not closed cleanly; stop the shop before reading it`;
}
