import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  checkRequestSchema,
  emailDomainSchema,
  emailSchema,
  findIdRequestSchema,
  joinEmail,
  logoutRequestSchema,
  userMessages as m,
  nicknameKey,
  nicknameSchema,
  normalizeNickname,
  normalizeResetToken,
  optionalEmailSchema,
  passwordSchema,
  phoneNumberSchema,
  phonePartSchema,
  setNewPasswordRequestSchema,
  signupEmailLocalPartSchema,
  signupEmailSchema,
  signupPasswordSchema,
  signupRequestSchema,
  updateMeRequestSchema,
  userIdSchema,
} from './users';

/** The messages a schema gives for a value, in order; [] when it is valid. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('user ID', () => {
  it('accepts 4 or more letters and digits', () => {
    expect(messages(userIdSchema, 'abc1')).toEqual([]);
    expect(messages(userIdSchema, 'ShopUser2026')).toEqual([]);
  });
  it('is required', () => {
    expect(messages(userIdSchema, '')[0]).toBe(m.userIdRequired);
    expect(messages(userIdSchema, undefined)[0]).toBe(m.userIdRequired);
  });
  it('needs at least 4 characters', () => {
    expect(messages(userIdSchema, 'abc')).toEqual([m.userIdTooShort]);
  });
  it('allows letters and digits only', () => {
    expect(messages(userIdSchema, 'abc_1')).toEqual([m.userIdCharset]);
    expect(messages(userIdSchema, '한글아이디')).toEqual([m.userIdCharset]);
    expect(messages(userIdSchema, 'ab cd')).toEqual([m.userIdCharset]);
  });
  it('is at most 20 characters', () => {
    expect(messages(userIdSchema, 'a'.repeat(21))).toEqual([m.userIdTooLong]);
  });
});

describe('password (edit and reset)', () => {
  it('accepts upper case, digit and special character', () => {
    expect(messages(passwordSchema, 'ABCDEFG1!')).toEqual([]);
    expect(messages(passwordSchema, 'Secure123$')).toEqual([]);
  });
  it('is required', () => {
    expect(messages(passwordSchema, '')[0]).toBe(m.passwordRequired);
  });
  it('refuses Korean letters', () => {
    expect(messages(passwordSchema, 'Abcdef1!가')).toEqual([m.passwordKorean]);
    expect(messages(passwordSchema, 'Abcdef1!ㅋ')).toEqual([m.passwordKorean]);
  });
  it('needs 8 characters', () => {
    expect(messages(passwordSchema, 'Ab1!xyz')).toEqual([m.passwordTooShort]);
  });
  it('gives one message per missing kind of character', () => {
    expect(messages(passwordSchema, 'abcdefg1!')).toEqual([m.passwordUppercase]);
    expect(messages(passwordSchema, 'Abcdefgh!')).toEqual([m.passwordDigit]);
    expect(messages(passwordSchema, 'Abcdefgh1')).toEqual([m.passwordSpecial]);
    expect(messages(passwordSchema, 'abcdefghi')).toEqual([
      m.passwordUppercase,
      m.passwordDigit,
      m.passwordSpecial,
    ]);
  });
  it('counts only !@#$%^&* as special characters', () => {
    expect(messages(passwordSchema, 'Abcdefg1?')).toEqual([m.passwordSpecial]);
    for (const c of '!@#$%^&*') expect(messages(passwordSchema, `Abcdefg1${c}`)).toEqual([]);
  });
});

describe('password (sign-up)', () => {
  it('also needs a lowercase letter, with one combined message', () => {
    expect(messages(signupPasswordSchema, 'Secure123$')).toEqual([]);
    expect(messages(signupPasswordSchema, 'SECURE123$')).toEqual([m.passwordSignupMix]);
    expect(messages(signupPasswordSchema, 'secure123$')).toEqual([m.passwordSignupMix]);
    expect(messages(signupPasswordSchema, 'Secureabc$')).toEqual([m.passwordSignupMix]);
    expect(messages(signupPasswordSchema, 'Secure1234')).toEqual([m.passwordSignupMix]);
  });
  it('refuses Korean letters and short passwords', () => {
    expect(messages(signupPasswordSchema, 'Secure12$한')).toEqual([m.passwordKorean]);
    expect(messages(signupPasswordSchema, 'Se12$')).toContain(m.passwordTooShort);
  });
});

describe('nickname', () => {
  it('is 2 to 12 characters, Korean letters counted one each', () => {
    expect(messages(nicknameSchema, '가나')).toEqual([]);
    expect(messages(nicknameSchema, '가나다라마바사아자차카타')).toEqual([]);
    expect(messages(nicknameSchema, '가')).toEqual([m.nicknameLength]);
    expect(messages(nicknameSchema, '가나다라마바사아자차카타파')).toEqual([m.nicknameLength]);
  });
  it('refuses markup characters (it is shown as a writer)', () => {
    expect(messages(nicknameSchema, '<b>민지</b>')).toContain(m.nicknameCharset);
    expect(messages(nicknameSchema, '민지>_<')).toEqual([m.nicknameCharset]);
  });
  it('is required and trimmed', () => {
    expect(messages(nicknameSchema, '')[0]).toBe(m.nicknameRequired);
    expect(nicknameSchema.parse('  민지  ')).toBe('민지');
    expect(messages(nicknameSchema, ' 민 ')).toEqual([m.nicknameLength]);
  });
  it('is stored in NFKC, Hangul compatibility letters kept as typed, spaces collapsed', () => {
    expect(nicknameSchema.parse('ＯＮＤＯ')).toBe('ONDO');
    expect(nicknameSchema.parse('관리자'.normalize('NFD'))).toBe('관리자');
    expect(nicknameSchema.parse('온도ㅋㅋ')).toBe('온도ㅋㅋ');
    expect(nicknameSchema.parse('온도\u3000 스튜디오')).toBe('온도 스튜디오');
    expect(nicknameSchema.parse('온도\u2028스튜디오')).toBe('온도 스튜디오');
    expect(normalizeNickname('ｏｎｄｏ　ｓｔｕｄｉｏ')).toBe('ondo studio');
  });
  it('refuses invisible, format and direction characters', () => {
    for (const nickname of [
      '관리자\u200B',
      '\u202E관리자',
      '관리\u2066자\u2069',
      '관리\u200D자',
      '관리자\u3164',
      '관리자\uFFA0',
      '관리\u00AD자',
      '관리\u0000자',
      '관리자\u{E0041}',
    ]) {
      expect(messages(nicknameSchema, nickname), JSON.stringify(nickname)).toEqual([
        m.nicknameInvisible,
      ]);
    }
  });
  it('refuses markup that only full-width forms hid', () => {
    expect(messages(nicknameSchema, '＜b＞민지')).toEqual([m.nicknameCharset]);
  });
  it('compares look-alikes by one key', () => {
    const key = nicknameKey('ondo');
    for (const alike of ['ONDO', 'ＯＮＤＯ', 'ｏｎｄｏ', ' Ondo '])
      expect(nicknameKey(alike)).toBe(key);
    expect(nicknameKey('관리자'.normalize('NFD'))).toBe(nicknameKey('관리자'));
    expect(nicknameKey('ㅋㅋ')).toBe(nicknameKey('\u110F\u110F'));
  });
});

describe('phone', () => {
  it('parts are required, digits only, at most 4', () => {
    expect(messages(phonePartSchema, '1234')).toEqual([]);
    expect(messages(phonePartSchema, '')[0]).toBe(m.phoneRequired);
    expect(messages(phonePartSchema, '12a4')).toEqual([m.phoneDigits]);
    expect(messages(phonePartSchema, '12345')).toEqual([m.phonePartLength]);
  });
  it('numbers start with 010 and are stored with hyphens', () => {
    expect(phoneNumberSchema.parse('010-1234-5678')).toBe('010-1234-5678');
    expect(phoneNumberSchema.parse('01012345678')).toBe('010-1234-5678');
    expect(messages(phoneNumberSchema, '011-1234-5678')).toEqual([m.phoneFormat]);
    expect(messages(phoneNumberSchema, '010-123-456')).toEqual([m.phoneFormat]);
    expect(messages(phoneNumberSchema, '')[0]).toBe(m.phoneRequired);
  });
});

describe('email', () => {
  it("accepts every address the browser's type=email accepts", () => {
    for (const address of [
      'minji@naver.com',
      'kim.minji@naver.com',
      'a_b@ondo.co.kr',
      'a-b@gmail.com',
      "o'neil+shop@example.com",
      'minji@localhost',
    ]) {
      expect(messages(signupEmailSchema, address), address).toEqual([]);
      expect(messages(optionalEmailSchema, address), address).toEqual([]);
    }
    expect(messages(signupEmailLocalPartSchema, 'kim.minji')).toEqual([]);
    expect(messages(signupEmailLocalPartSchema, '')[0]).toBe(m.emailRequired);
  });
  it('refuses what the browser refuses', () => {
    for (const address of [
      'min ji@naver.com',
      '김민지@naver.com',
      'a@-b.com',
      'a@b..com',
      '@a.com',
    ]) {
      expect(messages(signupEmailSchema, address), address).toEqual([m.emailInvalid]);
    }
    expect(messages(signupEmailLocalPartSchema, 'min ji')).toEqual([m.emailLocalCharset]);
    expect(messages(optionalEmailSchema, '')).toEqual([]);
  });
  it('domains are checked, custom ones too', () => {
    expect(messages(emailDomainSchema, 'naver.com')).toEqual([]);
    expect(messages(emailDomainSchema, 'ondo.co.kr')).toEqual([]);
    expect(messages(emailDomainSchema, '')[0]).toBe(m.emailDomainRequired);
    expect(messages(emailDomainSchema, 'nav er.com')).toEqual([m.emailDomainFormat]);
  });
  it('whole addresses are validated and lower-cased', () => {
    expect(emailSchema.parse(joinEmail(' MinJi ', 'Naver.com'))).toBe('minji@naver.com');
    expect(messages(emailSchema, 'minji@')).toEqual([m.emailInvalid]);
    expect(messages(emailSchema, '')[0]).toBe(m.emailRequired);
  });
});

const validSignup = {
  user_id: 'minji93',
  email: 'minji@naver.com',
  name: '김민지',
  password: 'Secure123$',
  nickname: '민지',
  phone_num: '010-1234-5678',
  sns_confirm: true,
  email_confirm: false,
};

describe('request schemas', () => {
  it('sign-up takes every field and defaults the consents', () => {
    expect(signupRequestSchema.parse(validSignup)).toEqual(validSignup);
    const { sns_confirm: _s, email_confirm: _e, ...rest } = validSignup;
    expect(signupRequestSchema.parse(rest)).toMatchObject({
      sns_confirm: false,
      email_confirm: false,
    });
  });
  it('sign-up reports each bad field at its path', () => {
    const result = signupRequestSchema.safeParse({ ...validSignup, user_id: 'ab', nickname: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toEqual([['user_id'], ['nickname']]);
  });
  it('duplicate check needs one field', () => {
    expect(messages(checkRequestSchema, {})).toEqual([m.checkNeedsField]);
    expect(messages(checkRequestSchema, { nickname: '민지' })).toEqual([]);
    expect(checkRequestSchema.parse({ nickname: ' ＯＮＤＯ ' }).nickname).toBe('ONDO');
  });
  it('find-id formats an 11-digit phone number 3-4-4', () => {
    expect(
      findIdRequestSchema.parse({ name: '김민지', phone_num: '01012345678', email: 'a1@b.com' })
        .phone_num,
    ).toBe('010-1234-5678');
  });
  it('reset takes the token with or without its prefix and checks the confirmation', () => {
    expect(normalizeResetToken('token=abc')).toBe('abc');
    const body = { new_password: 'Newpass1!', confirm_password: 'Newpass1!' };
    expect(
      setNewPasswordRequestSchema.parse({ ...body, verification_token: 'token=abc' })
        .verification_token,
    ).toBe('abc');
    expect(
      messages(setNewPasswordRequestSchema, {
        ...body,
        verification_token: 'abc',
        confirm_password: 'Other1!x',
      }),
    ).toEqual([m.passwordMismatch]);
  });
  it('account update is partial and checks the confirmation when given', () => {
    expect(messages(updateMeRequestSchema, { nickname: '새닉네임' })).toEqual([]);
    expect(
      messages(updateMeRequestSchema, { password: 'Newpass1!', confirm_password: 'nope' }),
    ).toEqual([m.passwordMismatch]);
    expect(
      updateMeRequestSchema.parse({ email: 'A1@Naver.com', current_password: 'Secure123$' }),
    ).toEqual({ email: 'a1@naver.com', current_password: 'Secure123$' });
  });
  it('logout needs the refresh token', () => {
    expect(messages(logoutRequestSchema, {})).toEqual([m.tokenRequired]);
    expect(messages(logoutRequestSchema, { refresh_token: 'x.y.z' })).toEqual([]);
  });
});
