import { brand } from '@shop/contract/brand';
import { escapeHtml } from '@shop/contract/text';

/** What one notification mail says, before it is laid out. */
export interface MailContent {
  subject: string;
  /** The opening lines, one paragraph each. */
  lines: string[];
  /** Label and value rows (order number, amount, …). */
  rows: [label: string, value: string][];
  /** The one button of the mail. */
  action?: { label: string; url: string };
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const footer = `${brand.name} · ${brand.company} · 고객센터 ${brand.phone} (${brand.csHours})`;

/** The shop's mail layout: every value escaped in the HTML, the same content as plain text. */
export function layoutMail(content: MailContent): RenderedMail {
  const e = escapeHtml;
  const lines = content.lines
    .map((l) => `<p style="margin:0 0 12px;line-height:1.6">${e(l)}</p>`)
    .join('');
  const rows = content.rows
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;font-weight:400;color:#77746d;padding:6px 16px 6px 0;white-space:nowrap">${e(label)}</th>` +
        `<td style="padding:6px 0">${e(value)}</td></tr>`,
    )
    .join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${e(content.action.url)}" style="display:inline-block;background:#1d1d1b;color:#fff;text-decoration:none;padding:12px 20px">${e(content.action.label)}</a></p>`
    : '';
  const html =
    `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${e(content.subject)}</title></head>` +
    `<body style="margin:0;background:#f6f5f2;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#1d1d1b">` +
    `<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#fff">` +
    `<p style="margin:0 0 24px;font-size:13px;letter-spacing:.2em">${e(brand.name)}</p>` +
    `<h1 style="margin:0 0 20px;font-size:20px;font-weight:600">${e(content.subject)}</h1>` +
    lines +
    (rows
      ? `<table style="border-collapse:collapse;font-size:14px;margin:16px 0">${rows}</table>`
      : '') +
    action +
    `<p style="margin:32px 0 0;font-size:12px;color:#77746d;border-top:1px solid #e5e2dc;padding-top:16px">${e(footer)}</p>` +
    `</div></body></html>`;
  const text = [
    `[${brand.name}] ${content.subject}`,
    '',
    ...content.lines,
    ...(content.rows.length > 0 ? ['', ...content.rows.map(([l, v]) => `${l}: ${v}`)] : []),
    ...(content.action ? ['', `${content.action.label}: ${content.action.url}`] : []),
    '',
    footer,
  ].join('\n');
  return { subject: `[${brand.name}] ${content.subject}`, html, text };
}

/**
 * An AlimTalk template body with its `#{name}` fields filled, as the provider fills the
 * registered template; a field without a value is a mistake, and throws.
 */
export function fillAlimTalk(body: string, values: Record<string, string>): string {
  return body.replace(/#\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`AlimTalk template: no value for #{${name}}`);
    return value;
  });
}

/** The names of the `#{name}` fields of an AlimTalk template body, in order. */
export const alimTalkFields = (body: string) => [
  ...new Set([...body.matchAll(/#\{(\w+)\}/g)].map((m) => m[1]!)),
];
