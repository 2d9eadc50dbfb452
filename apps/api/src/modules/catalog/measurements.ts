import type { ValidationIssue } from '@shop/contract/errors';
import {
  MEASURE_TEMPLATES,
  type MeasureField,
  type MeasureTable,
  measureMessages,
} from '@shop/contract/measure-rules';
import { optionLabelParts } from '@shop/contract/search';

/** The sizes of a product's options, once each, in the options' order ('블랙 / M' → 'M'). */
export function sizesOf(optionLabels: readonly string[]): string[] {
  const sizes: string[] = [];
  for (const label of optionLabels) {
    const size = optionLabelParts(label).size;
    if (size && !sizes.includes(size)) sizes.push(size);
  }
  return sizes;
}

/**
 * The table as the shop shows it: the rows of sizes the product still has, in option order,
 * with the template's fields only. Null when nothing is left to show.
 */
export function publishedTable(
  table: MeasureTable | null,
  sizes: readonly string[],
): MeasureTable | null {
  if (!table) return null;
  const fields = MEASURE_TEMPLATES[table.template].fields as readonly MeasureField[];
  const rows = sizes.flatMap((size) => {
    const row = table.rows.find((r) => r.size === size);
    if (!row) return [];
    const values = Object.fromEntries(
      fields.filter((f) => row.values[f] !== undefined).map((f) => [f, row.values[f]]),
    );
    return Object.keys(values).length ? [{ size, values }] : [];
  });
  return rows.length ? { template: table.template, rows } : null;
}

/** What is wrong with a table for a product of `sizes`, as 422 issues (empty when nothing). */
export function tableIssues(table: MeasureTable, sizes: readonly string[]): ValidationIssue[] {
  const fields = MEASURE_TEMPLATES[table.template].fields as readonly string[];
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  table.rows.forEach((row, index) => {
    const at = (...rest: (string | number)[]) => ['body', 'rows', index, ...rest];
    if (!sizes.includes(row.size)) {
      issues.push({
        loc: at('size'),
        msg: measureMessages.sizeUnknown(row.size),
        type: 'value_error',
      });
    } else if (seen.has(row.size)) {
      issues.push({
        loc: at('size'),
        msg: measureMessages.sizeDuplicate(row.size),
        type: 'value_error',
      });
    }
    seen.add(row.size);
    for (const field of Object.keys(row.values)) {
      if (!fields.includes(field)) {
        issues.push({
          loc: at('values', field),
          msg: measureMessages.fieldUnknown,
          type: 'value_error',
        });
      }
    }
  });
  return issues;
}
