import { toDomesticPhone } from '@shop/contract/text';

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** Someone signing in at a sandbox. A missing value is one they do not hand over. */
export interface SandboxPerson {
  /** Stable within the sandbox: a preset's key, or `custom:` and what was typed. */
  key: string;
  nickname: string;
  name?: string;
  email?: string;
  /** Kakao's `is_email_verified`; a typed email counts as verified. */
  emailVerified: boolean;
  /** Domestic format, `010-1234-5678`. */
  phone?: string;
}

/** A ready-made test person on the consent page. */
export interface PresetPerson extends SandboxPerson {
  label: string;
  /** What makes this person worth testing with. */
  note: string;
}

/** The optional items the consent page lets the user uncheck. */
export const optionalItems = ['email', 'name', 'phone'] as const;
export type OptionalItem = (typeof optionalItems)[number];

export const CUSTOM = 'custom';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function typedPerson(fields: Record<string, string>): Checked<SandboxPerson> {
  const nickname = (fields.nickname ?? '').trim();
  const name = (fields.name ?? '').trim();
  const email = (fields.email ?? '').trim();
  const phoneText = (fields.phone ?? '').trim();
  const phone = toDomesticPhone(phoneText);
  const problems: string[] = [];
  if (nickname.length < 1 || nickname.length > 20) problems.push('닉네임: 1~20자로 입력하세요.');
  if (name.length > 20) problems.push('이름: 20자 이하로 입력하세요.');
  if (email && !EMAIL.test(email)) problems.push(`이메일: 형식이 올바르지 않습니다. ("${email}")`);
  if (phoneText && !phone)
    problems.push(`전화번호: 010-1234-5678 형식으로 입력하세요. ("${phoneText}")`);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: {
      key: `${CUSTOM}:${email || nickname}`,
      nickname,
      ...(name ? { name } : {}),
      ...(email ? { email } : {}),
      emailVerified: true,
      ...(phone ? { phone } : {}),
    },
  };
}

/** The person the consent form chose, without the items the user unchecked. */
export function readConsent(
  fields: Record<string, string>,
  people: readonly PresetPerson[],
): Checked<SandboxPerson> {
  const choice = fields.person ?? '';
  let person: SandboxPerson;
  if (choice === CUSTOM) {
    const typed = typedPerson(fields);
    if (!typed.ok) return typed;
    person = typed.value;
  } else {
    const preset = people.find((p) => p.key === choice);
    if (!preset) return { ok: false, problems: ['테스트 사용자를 고르세요.'] };
    const { label: _label, note: _note, ...rest } = preset;
    person = rest;
  }
  const consented: SandboxPerson = { ...person };
  for (const item of optionalItems) {
    if (fields[`agree_${item}`] !== 'on') delete consented[item];
  }
  return { ok: true, value: consented };
}
