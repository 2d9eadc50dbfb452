import { brand } from '@shop/contract/brand';
import { escapeHtml } from '@shop/contract/text';
import type { Mail } from '../../integrations/mail/mailer';
import { RESET_TOKEN_TTL_MINUTES } from './tokens';

/** A mail whose one action is a password link: its wording, in text and in HTML. */
interface PasswordLinkMail {
  subject: string;
  heading: string;
  /** What the member is asked to do, in the text mail (the link follows). */
  ask: string;
  /** The same in the HTML mail, above the button. */
  lead: string;
  button: string;
  /** Who may ignore the mail. */
  ignore: string;
}

function passwordLinkMail(to: string, name: string, link: string, words: PasswordLinkMail): Mail {
  const valid = `링크는 ${RESET_TOKEN_TTL_MINUTES}분 동안 한 번만 사용할 수 있습니다.`;
  const text = [
    `${name}님, 안녕하세요. ${brand.name}입니다.`,
    '',
    words.ask,
    link,
    '',
    valid,
    words.ignore,
    '',
    `${brand.company} · ${brand.phone} · ${brand.email}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="ko"><body style="margin:0;padding:32px;background:#f6f5f2;font-family:Pretendard,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#1d1d1b">
<div style="max-width:480px;margin:0 auto;background:#fff;padding:32px">
<p style="font-size:12px;letter-spacing:0.2em;margin:0 0 24px">${escapeHtml(brand.name)}</p>
<h1 style="font-size:20px;font-weight:600;margin:0 0 16px">${escapeHtml(words.heading)}</h1>
<p style="font-size:14px;line-height:1.7;margin:0 0 24px">${escapeHtml(name)}님, ${escapeHtml(words.lead)}<br>${valid}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1d1d1b;color:#fff;text-decoration:none;padding:12px 24px;font-size:14px">${escapeHtml(words.button)}</a></p>
<p style="font-size:12px;color:#6b6b66;line-height:1.6;margin:0">${escapeHtml(words.ignore)}<br>${escapeHtml(brand.company)} · ${escapeHtml(brand.phone)}</p>
</div></body></html>`;
  return { to, subject: words.subject, text, html };
}

export function passwordResetMail(to: string, name: string, link: string): Mail {
  return passwordLinkMail(to, name, link, {
    subject: `[${brand.name}] 비밀번호 재설정 안내`,
    heading: '비밀번호 재설정 안내',
    ask: '아래 링크에서 새 비밀번호를 설정해주세요.',
    lead: '아래 버튼을 눌러 새 비밀번호를 설정해주세요.',
    button: '비밀번호 재설정하기',
    ignore: '비밀번호 재설정을 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.',
  });
}

/** The mail a member brought from the old shop gets at their first sign-in: set a password. */
export function passwordSetupMail(to: string, name: string, link: string): Mail {
  const moved = `${brand.name}로 쇼핑몰을 옮겼습니다.`;
  const ask = '비밀번호를 새로 설정해 주세요.';
  const why = '회원님의 비밀번호는 보안을 위해 옮겨 오지 않았습니다.';
  return passwordLinkMail(to, name, link, {
    subject: `[${brand.name}] ${moved} ${ask}`,
    heading: `${moved} ${ask}`,
    ask: `${moved} ${ask}\n${why}\n아래 링크에서 새 비밀번호를 설정하시면 같은 아이디로 로그인하실 수 있습니다.`,
    lead: `${why} 아래 버튼을 눌러 새 비밀번호를 설정하시면 같은 아이디로 로그인하실 수 있습니다.`,
    button: '비밀번호 설정하기',
    ignore: '로그인을 시도하지 않으셨다면 이 메일을 무시하셔도 됩니다.',
  });
}
