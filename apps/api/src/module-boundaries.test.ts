import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const modulesDir = fileURLToPath(new URL('./modules', import.meta.url));

const specifierPatterns = [
  /\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function specifiers(source: string): string[] {
  return specifierPatterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => match[1]!),
  );
}

/** A domain's service entry: `service.ts` or a file whose name ends in `-service`. */
const isServiceEntry = (file: string) =>
  /(^|-)service$/.test(path.basename(file).replace(/\.[cm]?[jt]s$/, ''));

/**
 * The imports of `file` (a path under src/modules) that reach into another domain's files
 * other than its service entry, as `file: 'specifier'`.
 */
export function crossDomainImports(file: string, source: string): string[] {
  const [domain] = file.split(path.sep);
  const from = path.join(modulesDir, path.dirname(file));
  return specifiers(source)
    .filter((specifier) => specifier.startsWith('.'))
    .filter((specifier) => {
      const target = path.relative(modulesDir, path.resolve(from, specifier));
      if (target.startsWith('..') || path.isAbsolute(target)) return false;
      const [targetDomain] = target.split(path.sep);
      return targetDomain !== domain && !isServiceEntry(target);
    })
    .map((specifier) => `${file}: '${specifier}'`);
}

function moduleFiles(): string[] {
  return readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .sort();
}

describe('module boundaries', () => {
  it('lets a domain reach another only through its service entry', () => {
    const offences = moduleFiles().flatMap((file) =>
      crossDomainImports(file, readFileSync(path.join(modulesDir, file), 'utf8')),
    );
    expect(offences).toEqual([]);
  });

  it('reads every kind of import, multi-line and type-only ones too', () => {
    const file = path.join('accounts', 'members-service.ts');
    const source = [
      "import * as repo from './members-repo';",
      "import { toItemCard } from '../catalog/repo';",
      'import {',
      '  type QnaRow,',
      '  qnaRows,',
      "} from '../community/qna-repo';",
      "import type { ItemService } from '../catalog/service';",
      "import type { QnaService } from '../community/qna-service';",
      "export { couponState } from '../coupons/present';",
      "const audit = await import('../audit/repo');",
      "import '../content/setup';",
      "import { pageInfo } from '../../lib/paging';",
      "import { z } from 'zod';",
    ].join('\n');
    expect(crossDomainImports(file, source).sort()).toEqual(
      [
        "'../audit/repo'",
        "'../catalog/repo'",
        "'../community/qna-repo'",
        "'../content/setup'",
        "'../coupons/present'",
      ].map((specifier) => `${file}: ${specifier}`),
    );
  });

  it('checks every module folder', () => {
    const domains = new Set(moduleFiles().map((file) => file.split(path.sep)[0]));
    for (const domain of ['accounts', 'catalog', 'orders', 'payments']) {
      expect(domains.has(domain)).toBe(true);
    }
  });
});
