import { z } from 'zod';
import { formatPhone } from './format';

export const EMAIL_DOMAINS = ['naver.com', 'gmail.com', 'daum.net'] as const;
export const PASSWORD_SPECIALS = '!@#$%^&*';
export const PHONE_PREFIX = '010';

export const userMessages = {
  userIdRequired: '아이디를 입력해주세요.',
  userIdTooShort: '아이디는 4자 이상이어야 합니다.',
  userIdTooLong: '아이디는 20자 이하여야 합니다.',
  userIdCharset: '아이디는 영문과 숫자만 사용할 수 있습니다.',
  passwordRequired: '비밀번호를 입력해주세요.',
  passwordKorean: '비밀번호에 한글을 사용할 수 없습니다.',
  passwordTooShort: '비밀번호는 8자 이상이어야 합니다.',
  passwordTooLong: '비밀번호는 64자 이하여야 합니다.',
  passwordUppercase: '비밀번호에 영문 대문자를 포함해주세요.',
  passwordDigit: '비밀번호에 숫자를 포함해주세요.',
  passwordSpecial: `비밀번호에 특수문자(${PASSWORD_SPECIALS})를 포함해주세요.`,
  passwordSignupMix: `비밀번호는 영문 대문자, 소문자, 숫자, 특수문자(${PASSWORD_SPECIALS})를 모두 포함해야 합니다.`,
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  currentPasswordRequired: '비밀번호나 이메일을 바꾸려면 현재 비밀번호를 입력해주세요.',
  nameRequired: '이름을 입력해주세요.',
  nameTooLong: '이름은 30자 이하여야 합니다.',
  nicknameRequired: '닉네임을 입력해주세요.',
  nicknameLength: '닉네임은 2자 이상 12자 이하여야 합니다.',
  nicknameCharset: '닉네임에는 < > 기호를 쓸 수 없습니다.',
  nicknameInvisible: '닉네임에는 보이지 않는 문자나 글자 방향을 바꾸는 문자를 쓸 수 없습니다.',
  phoneRequired: '휴대폰 번호를 입력해주세요.',
  phoneDigits: '휴대폰 번호는 숫자만 입력해주세요.',
  phonePartLength: '휴대폰 번호는 4자리 이하로 입력해주세요.',
  phoneFormat: '휴대폰 번호 형식이 올바르지 않습니다. (010-0000-0000)',
  emailRequired: '이메일을 입력해주세요.',
  emailLocalCharset: '이메일 아이디에 쓸 수 없는 문자가 있습니다.',
  emailDomainRequired: '이메일 도메인을 선택하거나 입력해주세요.',
  emailDomainFormat: '이메일 도메인 형식이 올바르지 않습니다.',
  emailInvalid: '올바른 이메일 주소가 아닙니다.',
  checkNeedsField: '닉네임, 이메일, 아이디 중 하나를 보내주세요.',
  tokenRequired: '인증 토큰이 필요합니다.',
  required: '필수 항목입니다.',
} as const;

const HANGUL = /[ㄱ-ㅎㅏ-ㅣ가-힣]/;
const ALNUM = /^[A-Za-z0-9]+$/;
const DIGITS = /^\d+$/;
/*
 * The browser's own rule for `<input type=email>` (WHATWG HTML, "valid e-mail address"), split
 * into its two halves so the two-part form can point at the half that is wrong. Server and web
 * both check with these, so an address the browser accepts is never refused by the shop.
 */
const LOCAL_PART = "[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const DOMAIN_PART = `${LABEL}(?:\\.${LABEL})*`;
const EMAIL_LOCAL = new RegExp(`^${LOCAL_PART}$`);
const EMAIL_DOMAIN = new RegExp(`^${DOMAIN_PART}$`);
const EMAIL = new RegExp(`^${LOCAL_PART}@${DOMAIN_PART}$`);
/** A whole address under the WHATWG rule. */
export const isValidEmail = (value: string): boolean => EMAIL.test(value);
const MOBILE = /^010-\d{3,4}-\d{4}$/;
const KOREAN_PHONE = /^0\d{1,2}-\d{3,4}-\d{4}$/;
const hasSpecial = (s: string) => [...s].some((c) => PASSWORD_SPECIALS.includes(c));

/** A string field whose absence reads like an empty one: both get the field's own message. */
export function requiredString(message: string) {
  return z.string({ error: message }).min(1, message);
}

/**
 * Text that must not be empty, spaces aside (one message for both), and is kept trimmed: at most
 * `max` characters, `tooLong` saying so where given.
 */
export function requiredText(message: string, max: number, tooLong?: string) {
  return requiredString(message).trim().min(1, message).max(max, tooLong);
}

export const userIdSchema = requiredString(userMessages.userIdRequired)
  .min(4, userMessages.userIdTooShort)
  .max(20, userMessages.userIdTooLong)
  .regex(ALNUM, userMessages.userIdCharset);

const passwordBase = requiredString(userMessages.passwordRequired)
  .refine((s) => !HANGUL.test(s), userMessages.passwordKorean)
  .min(8, userMessages.passwordTooShort)
  .max(64, userMessages.passwordTooLong);

/** Password on the edit and reset forms: one message per missing kind of character. */
export const passwordSchema = passwordBase
  .regex(/[A-Z]/, userMessages.passwordUppercase)
  .regex(/\d/, userMessages.passwordDigit)
  .refine(hasSpecial, userMessages.passwordSpecial);

/** Password on the sign-up form: lowercase too, and one combined message. */
export const signupPasswordSchema = passwordBase.refine(
  (s) => /[a-z]/.test(s) && /[A-Z]/.test(s) && /\d/.test(s) && hasSpecial(s),
  userMessages.passwordSignupMix,
);

export const nameSchema = requiredText(userMessages.nameRequired, 30, userMessages.nameTooLong);

/** Hangul compatibility jamo (ㄱ…ㅣ): NFKC would turn them into conjoining jamo that render apart. */
const COMPAT_JAMO_RUN = /([\u3131-\u318E]+)/u;

/**
 * A nickname as stored: NFKC (full-width letters become ASCII, decomposed Hangul is composed)
 * except Hangul compatibility jamo, which stay as typed ('ㅋㅋ'); spaces collapsed and trimmed.
 */
export function normalizeNickname(value: string): string {
  return value
    .split(COMPAT_JAMO_RUN)
    .map((part, i) => (i % 2 === 1 ? part : part.normalize('NFKC')))
    .join('')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * Characters that render as nothing or reorder the text around them: controls and format
 * characters (Unicode category C, which holds the bidi controls), default-ignorable code points
 * such as the Hangul fillers, and line or paragraph separators.
 */
const INVISIBLE = /[\p{C}\p{Default_Ignorable_Code_Point}\p{Zl}\p{Zp}]/u;

export const hasInvisibleCharacters = (value: string) => INVISIBLE.test(value);

/** Drops those characters, for names that come from elsewhere (a social provider's profile). */
export const removeInvisibleCharacters = (value: string) =>
  value.replace(new RegExp(INVISIBLE.source, 'gu'), '');

/**
 * What nicknames are compared by for uniqueness: the NFKC form in lower case (the database's
 * unique index is on `lower(normalize(nickname, NFKC))`, the same comparison).
 */
export const nicknameKey = (value: string) =>
  normalizeNickname(value).normalize('NFKC').toLowerCase();

export const nicknameSchema = requiredString(userMessages.nicknameRequired)
  .overwrite(normalizeNickname)
  .refine((s) => !hasInvisibleCharacters(s), userMessages.nicknameInvisible)
  .refine((s) => {
    const length = [...s].length;
    return length >= 2 && length <= 12;
  }, userMessages.nicknameLength)
  .refine((s) => !/[<>]/.test(s), userMessages.nicknameCharset);

/** One of the two editable parts of a phone number (the prefix is always 010). */
export const phonePartSchema = requiredString(userMessages.phoneRequired)
  .regex(DIGITS, userMessages.phoneDigits)
  .max(4, userMessages.phonePartLength);

/** A mobile number, stored as 010-xxxx-xxxx; bare digits are accepted and formatted. */
export const phoneNumberSchema = requiredString(userMessages.phoneRequired)
  .transform((s) => formatPhone(s.trim()))
  .pipe(z.string().regex(MOBILE, userMessages.phoneFormat));

/** A recipient's number: mobile or landline, formatted with hyphens. */
export const recipientPhoneSchema = requiredString(userMessages.phoneRequired)
  .transform((s) => formatPhone(s.trim()))
  .pipe(z.string().regex(KOREAN_PHONE, userMessages.phoneFormat));

export const emailLocalPartSchema = requiredString(userMessages.emailRequired).regex(
  EMAIL_LOCAL,
  userMessages.emailLocalCharset,
);
/** Sign-up and edit share one rule; the name stays for the sign-up form. */
export const signupEmailLocalPartSchema = emailLocalPartSchema;
export const emailDomainSchema = requiredString(userMessages.emailDomainRequired).regex(
  EMAIL_DOMAIN,
  userMessages.emailDomainFormat,
);

/** Joins the local part and the domain of the two-part email field. */
export function joinEmail(localPart: string, domain: string): string {
  return `${localPart.trim()}@${domain.trim()}`;
}

export const emailSchema = requiredString(userMessages.emailRequired)
  .trim()
  .toLowerCase()
  .regex(EMAIL, userMessages.emailInvalid);

export const signupEmailSchema = emailSchema;

/** An e-mail field that may be left empty (a recipient's, a receipt's). */
export const optionalEmailSchema = z.union([
  z.literal(''),
  z.string().trim().regex(EMAIL, userMessages.emailInvalid),
]);

/* ---------- requests and answers of /v1/users ---------- */

export const signupRequestSchema = z.object({
  user_id: userIdSchema,
  email: signupEmailSchema,
  name: nameSchema,
  password: signupPasswordSchema,
  nickname: nicknameSchema,
  phone_num: phoneNumberSchema,
  sns_confirm: z.boolean().default(false),
  email_confirm: z.boolean().default(false),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const roleSchema = z.enum(['member', 'admin']);
export type Role = z.infer<typeof roleSchema>;

export const tokenPairSchema = z.object({ access_token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const signinRequestSchema = z.object({
  user_id: requiredString(userMessages.userIdRequired),
  password: requiredString(userMessages.passwordRequired),
});
export type SigninRequest = z.input<typeof signinRequestSchema>;

export const signinResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  nickname: z.string(),
  role: roleSchema,
  token: tokenPairSchema,
});
export type SigninResponse = z.infer<typeof signinResponseSchema>;

export const checkRequestSchema = z
  .object({
    nickname: z.string().overwrite(normalizeNickname).min(1).optional(),
    email: z.string().trim().toLowerCase().min(1).optional(),
    user_id: z.string().trim().min(1).optional(),
  })
  .refine((b) => b.nickname ?? b.email ?? b.user_id, userMessages.checkNeedsField);
export type CheckRequest = z.input<typeof checkRequestSchema>;
export const checkResponseSchema = z.object({ result: z.enum(['found', 'not_found']) });

export const refreshRequestSchema = z.object({
  refresh_token: requiredString(userMessages.tokenRequired),
});
export const refreshResponseSchema = tokenPairSchema;

/** Ends the session (token family) of this refresh token and the access token sent with it. */
export const logoutRequestSchema = z.object({
  refresh_token: requiredString(userMessages.tokenRequired),
});
export type LogoutRequest = z.input<typeof logoutRequestSchema>;

export const findIdRequestSchema = z.object({
  name: nameSchema,
  phone_num: phoneNumberSchema,
  email: emailSchema,
});
export type FindIdRequest = z.input<typeof findIdRequestSchema>;
export const findIdResponseSchema = z.object({ user_id: z.string() });

export const findPasswordRequestSchema = z.object({
  user_id: requiredString(userMessages.userIdRequired),
  email: emailSchema,
});
export type FindPasswordRequest = z.input<typeof findPasswordRequestSchema>;

/** Strips the `token=` prefix that the reset link carries in its path. */
export function normalizeResetToken(token: string): string {
  return token.trim().replace(/^token=/, '');
}

export const setNewPasswordRequestSchema = z
  .object({
    verification_token: requiredString(userMessages.tokenRequired).transform(normalizeResetToken),
    new_password: passwordSchema,
    confirm_password: requiredString(userMessages.passwordRequired),
  })
  .refine((b) => b.new_password === b.confirm_password, {
    message: userMessages.passwordMismatch,
    path: ['confirm_password'],
  });
export type SetNewPasswordRequest = z.input<typeof setNewPasswordRequestSchema>;

export const userInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  nickname: z.string(),
  phone_num: z.string().nullable(),
  email: z.string().nullable(),
  sns_confirm: z.boolean(),
  email_confirm: z.boolean(),
  role: roleSchema,
  /** False for members who only sign in through Kakao or Naver and never set a password. */
  has_password: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/**
 * Only the fields sent change. Changing the password or the email (to another address) needs
 * `current_password`: 422 without it, 403 when it is wrong or the member has no password.
 */
export const updateMeRequestSchema = z
  .object({
    current_password: z.string().optional(),
    password: passwordSchema.optional(),
    confirm_password: z.string().optional(),
    nickname: nicknameSchema.optional(),
    email: emailSchema.optional(),
    phone_num: phoneNumberSchema.optional(),
    agreeToSMS: z.boolean().optional(),
    agreeToEmailMarketing: z.boolean().optional(),
  })
  .refine((b) => b.confirm_password === undefined || b.confirm_password === b.password, {
    message: userMessages.passwordMismatch,
    path: ['confirm_password'],
  });
export type UpdateMeRequest = z.input<typeof updateMeRequestSchema>;
