import { type Html, render } from '../render';

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

export function page(brand: Brand, title: string, body: Html): string {
  return render('oauth-page', {
    title,
    service: brand.service,
    accent: brand.accent,
    accentText: brand.accentText,
    body,
  }).text;
}

export function renderErrorPage(brand: Brand, problem: PageProblem): string {
  const code = problem.code ? render('oauth-error-code', { code: problem.code }) : '';
  return page(
    brand,
    problem.title,
    render('oauth-error', { title: problem.title, code, detail: problem.detail }),
  );
}
