import { brand } from '@shop/contract/brand';
import { escapeHtml } from '@shop/contract/text';
import type { Mail } from '../../integrations/mail/mailer';
import { RESET_TOKEN_TTL_MINUTES } from './tokens';

export function passwordResetMail(to: string, name: string, link: string): Mail {
  const subject = `[${brand.name}] 비밀번호 재설정 안내`;
  const text = [
    `${name}님, 안녕하세요. ${brand.name}입니다.`,
    '',
    '아래 링크에서 새 비밀번호를 설정해주세요.',
    link,
    '',
    `링크는 ${RESET_TOKEN_TTL_MINUTES}분 동안 한 번만 사용할 수 있습니다.`,
    '비밀번호 재설정을 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.',
    '',
    `${brand.company} · ${brand.phone} · ${brand.email}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="ko"><body style="margin:0;padding:32px;background:#f6f5f2;font-family:Pretendard,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#1d1d1b">
<div style="max-width:480px;margin:0 auto;background:#fff;padding:32px">
<p style="font-size:12px;letter-spacing:0.2em;margin:0 0 24px">${escapeHtml(brand.name)}</p>
<h1 style="font-size:20px;font-weight:600;margin:0 0 16px">비밀번호 재설정 안내</h1>
<p style="font-size:14px;line-height:1.7;margin:0 0 24px">${escapeHtml(name)}님, 아래 버튼을 눌러 새 비밀번호를 설정해주세요.<br>링크는 ${RESET_TOKEN_TTL_MINUTES}분 동안 한 번만 사용할 수 있습니다.</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1d1d1b;color:#fff;text-decoration:none;padding:12px 24px;font-size:14px">비밀번호 재설정하기</a></p>
<p style="font-size:12px;color:#6b6b66;line-height:1.6;margin:0">요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.<br>${escapeHtml(brand.company)} · ${escapeHtml(brand.phone)}</p>
</div></body></html>`;
  return { to, subject, text, html };
}
