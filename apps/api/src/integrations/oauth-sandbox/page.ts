import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../lib/html';

/** How one provider's sandbox pages look and name things. */
export interface Brand {
  /** `카카오`, `네이버`. */
  service: string;
  accent: string;
  accentText: string;
  /** The consent items as the provider labels them. */
  labels: { nickname: string; email: string; name: string; phone: string };
}

/** A problem shown on the provider's own page, never sent to the redirect URI. */
export interface PageProblem {
  code?: string;
  title: string;
  detail: string;
}

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'";

const style = (
  brand: Brand,
) => `body{margin:0;background:#f4f3ef;color:#1d1d1b;font-family:system-ui,-apple-system,"Apple SD Gothic Neo","Malgun Gothic",sans-serif;line-height:1.5}
main{max-width:420px;margin:40px auto;padding:28px 24px;background:#fff;border:1px solid #e4e1da;border-radius:12px}
.badge{display:inline-block;margin:0 0 12px;padding:2px 10px;border-radius:999px;background:#eef1f6;color:#3d4f6b;font-size:12px}
h1{font-size:20px;margin:0 0 8px}.lead{margin:0 0 20px;color:#4a4740;font-size:14px;word-break:break-all}
fieldset{border:1px solid #e4e1da;border-radius:8px;margin:0 0 16px;padding:12px 14px}legend{font-size:13px;color:#6b6860;padding:0 4px}
label{display:block;margin:6px 0}.note{display:block;margin-left:24px;color:#8a867c;font-size:12px}
.typed label{font-size:13px;color:#6b6860}.typed input{display:block;width:100%;box-sizing:border-box;margin-top:2px;padding:8px;border:1px solid #d6d2c8;border-radius:6px;font:inherit;color:#1d1d1b}
button{width:100%;padding:12px;border:0;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;background:${brand.accent};color:${brand.accentText}}
button.secondary{margin-top:8px;background:#f0efe9;color:#1d1d1b}.problems{margin:0 0 16px;padding:10px 14px 10px 30px;background:#fdf1ef;border-radius:8px;color:#9b2c1f;font-size:14px}
.code{color:#6b6860;font-size:13px}.foot{margin:20px 0 0;color:#8a867c;font-size:12px}`;

export function page(brand: Brand, title: string, body: string): string {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(brand.service)} 로그인 샌드박스</title><style>${style(brand)}</style></head>
<body><main><p class="badge">${escapeHtml(brand.service)} 로그인 샌드박스 · 실제 계정이 쓰이지 않습니다</p>
${body}
</main></body></html>`;
}

/** Sends a page; its form may post here and be redirected on to `redirectUri`. */
export function sendPage(reply: FastifyReply, status: number, html: string, redirectUri?: string) {
  const formAction = ["'self'"];
  if (redirectUri !== undefined) formAction.push(new URL(redirectUri).origin);
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', `${PAGE_CSP}; form-action ${formAction.join(' ')}`)
    .send(html);
}

export function renderErrorPage(brand: Brand, problem: PageProblem): string {
  const code = problem.code ? ` <span class="code">(${escapeHtml(problem.code)})</span>` : '';
  return page(
    brand,
    problem.title,
    `<h1>${escapeHtml(problem.title)}${code}</h1>
<p class="lead">${escapeHtml(problem.detail)}</p>
<p class="foot">로그인 요청이 잘못되어 서비스로 돌아가지 않습니다. 요청한 앱의 설정을 확인하세요.</p>`,
  );
}
