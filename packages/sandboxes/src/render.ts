import { readFileSync } from 'node:fs';
import { escapeHtml } from '@shop/contract/text';

// The templates sit beside this module: src/templates/ here, dist/sandboxes/templates/ in the
// build (this file is bundled into dist/sandboxes/index.js), so it stays at the package's root.
const folder = new URL('./templates/', import.meta.url);
const loaded = new Map<string, string>();

/** Markup that a template made: written into another page as it is, never escaped again. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export type TemplateValue = string | number | Html | readonly Html[];

function template(name: string): string {
  let text = loaded.get(name);
  if (text === undefined) {
    text = readFileSync(new URL(`${name}.html`, folder), 'utf8').replace(/\n$/, '');
    loaded.set(name, text);
  }
  return text;
}

function fill(value: TemplateValue): string {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map((part: Html) => part.text).join('\n');
  return escapeHtml(String(value));
}

/**
 * `templates/<name>.html` with each `{{field}}` replaced: text is escaped, markup from another
 * `render` goes in as it is (a list of them one per line). A field the template names but the
 * caller does not give is a mistake, and throws.
 */
export function render(name: string, values: Record<string, TemplateValue> = {}): Html {
  const text = template(name).replace(/\{\{(\w+)\}\}/g, (_match, field: string) => {
    const value = values[field];
    if (value === undefined) throw new Error(`template ${name}: no value for {{${field}}}`);
    return fill(value);
  });
  return new Html(text);
}

/** Markup joined without line breaks, e.g. list items inside one line. */
export const joined = (parts: readonly Html[]) => new Html(parts.map((p) => p.text).join(''));
