import {
  EMAIL_DOMAINS,
  emailDomainSchema,
  emailLocalPartSchema,
  emailSchema,
  findIdRequestSchema,
  findPasswordRequestSchema,
  joinEmail,
  nameSchema,
  nicknameSchema,
  normalizeNickname,
  PHONE_PREFIX,
  passwordSchema,
  phoneNumberSchema,
  phonePartSchema,
  requiredString,
  signupEmailLocalPartSchema,
  signupEmailSchema,
  signupPasswordSchema,
  userIdSchema,
  userMessages,
} from '@shop/contract/users';
import { z } from 'zod';
import { accountText } from './messages';

/*
 * The account forms' schemas, assembled from the contract's rules (the ones the server applies)
 * so that a message under a field is the message the server would give.
 */

/** The domain select's value for "직접입력"; the domain is then in `emailCustomDomain`. */
export const CUSTOM_DOMAIN = 'custom';

type Issue = { path: string; message: string };
type Ctx = z.RefinementCtx;

/** The first message of `schema` for `value`, if it fails. */
function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

function issue(path: string, schema: z.ZodType, value: unknown): Issue[] {
  const message = firstMessage(schema, value);
  return message ? [{ path, message }] : [];
}

function addIssues(ctx: Ctx, issues: Issue[]) {
  for (const { path, message } of issues) ctx.addIssue({ code: 'custom', path: [path], message });
}

/* ---------- phone: 010 fixed, two parts ---------- */

export interface PhoneValues {
  phoneMiddle: string;
  phoneLast: string;
}

export const joinPhone = (v: PhoneValues) => `${PHONE_PREFIX}-${v.phoneMiddle}-${v.phoneLast}`;

/** Each part's own rule, then the whole number's rule of the server (010-xxx(x)-xxxx). */
export function phoneIssues(v: PhoneValues): Issue[] {
  const parts = [
    ...issue('phoneMiddle', phonePartSchema, v.phoneMiddle),
    ...issue('phoneLast', phonePartSchema, v.phoneLast),
  ];
  return parts.length ? parts : issue('phoneMiddle', phoneNumberSchema, joinPhone(v));
}

/** The phone field on its own (the phone input's tests use it). */
export const phoneFieldsSchema = z
  .object({ phoneMiddle: z.string(), phoneLast: z.string() })
  .superRefine((v, ctx) => addIssues(ctx, phoneIssues(v)));

/** '010-1234-5678' → its two editable parts (empty when the number is not a 010 one). */
export function splitPhone(phone: string | null | undefined): PhoneValues {
  const match = /^010-?(\d{3,4})-?(\d{4})$/.exec(phone ?? '');
  return { phoneMiddle: match?.[1] ?? '', phoneLast: match?.[2] ?? '' };
}

/* ---------- email: local part @ domain (select or custom) ---------- */

export interface EmailValues {
  emailLocal: string;
  emailDomain: string;
  emailCustomDomain: string;
}
export type EmailVariant = 'signup' | 'edit';

export const emailDomainOf = (v: EmailValues) =>
  v.emailDomain === CUSTOM_DOMAIN ? v.emailCustomDomain : v.emailDomain;
export const joinedEmail = (v: EmailValues) =>
  joinEmail(v.emailLocal, emailDomainOf(v)).toLowerCase();

/** The parts' rules, then the whole address's rule (sign-up: letters and digits only). */
export function emailIssues(v: EmailValues, variant: EmailVariant): Issue[] {
  const local = variant === 'signup' ? signupEmailLocalPartSchema : emailLocalPartSchema;
  const parts = [
    ...issue('emailLocal', local, v.emailLocal),
    ...(v.emailDomain === CUSTOM_DOMAIN
      ? issue('emailCustomDomain', emailDomainSchema, v.emailCustomDomain)
      : issue('emailDomain', emailDomainSchema, v.emailDomain)),
  ];
  if (parts.length) return parts;
  const whole = variant === 'signup' ? signupEmailSchema : emailSchema;
  return issue('emailLocal', whole, joinedEmail(v));
}

/** 'me@naver.com' → the three form values; unknown domains go to the custom box. */
export function splitEmail(email: string | null | undefined): EmailValues {
  const at = (email ?? '').lastIndexOf('@');
  if (!email || at < 0) return { emailLocal: '', emailDomain: '', emailCustomDomain: '' };
  const domain = email.slice(at + 1);
  const listed = (EMAIL_DOMAINS as readonly string[]).includes(domain);
  return {
    emailLocal: email.slice(0, at),
    emailDomain: listed ? domain : CUSTOM_DOMAIN,
    emailCustomDomain: listed ? '' : domain,
  };
}

/** The two-part email field on its own (the email input's tests use it). */
export const emailFieldsSchema = (variant: EmailVariant) =>
  z
    .object({ emailLocal: z.string(), emailDomain: z.string(), emailCustomDomain: z.string() })
    .superRefine((v, ctx) => addIssues(ctx, emailIssues(v, variant)));

/* ---------- duplicates known from POST /v1/users/check ---------- */

export type CheckField = 'user_id' | 'nickname' | 'email';

/** Values the server said are taken; the schemas keep the message while the value stays. */
export interface KnownTaken {
  /** The message for a value known to be taken, else undefined. */
  message(field: CheckField, value: string): string | undefined;
}

/**
 * The value the check compares, as the server stores it: emails in lower case, nicknames in
 * their normal form ('ＯＮＤＯ' → 'ONDO').
 */
export const checkValue = (field: CheckField, value: string) =>
  field === 'email'
    ? value.trim().toLowerCase()
    : field === 'nickname'
      ? normalizeNickname(value)
      : value.trim();

function takenIssue(known: KnownTaken, field: CheckField, path: string, value: string): Issue[] {
  const message = known.message(field, checkValue(field, value));
  return message ? [{ path, message }] : [];
}

/* ---------- passwords ---------- */

function confirmIssues(password: string, confirm: string): Issue[] {
  if (!confirm) return [{ path: 'confirmPassword', message: accountText.confirmRequired }];
  return confirm === password
    ? []
    : [{ path: 'confirmPassword', message: userMessages.passwordMismatch }];
}

const agreed = (message: string) => z.boolean().refine((v) => v, message);

/* ---------- the forms ---------- */

/** The phone and email inputs as typed; the forms check them together in superRefine. */
const contactInputs = {
  phoneMiddle: z.string(),
  phoneLast: z.string(),
  emailLocal: z.string(),
  emailDomain: z.string(),
  emailCustomDomain: z.string(),
};

/** The four agreements of a sign-up: terms and privacy required, the two marketing ones not. */
export const agreementsSchema = z.object({
  agreeToTerms: agreed(accountText.agreements.terms.missing),
  agreeToPrivacy: agreed(accountText.agreements.privacy.missing),
  agreeToSMS: z.boolean(),
  agreeToEmailMarketing: z.boolean(),
});

export const signupFormSchema = (known: KnownTaken) =>
  z
    .object({
      userId: userIdSchema,
      password: signupPasswordSchema,
      confirmPassword: z.string(),
      name: nameSchema,
      nickname: nicknameSchema,
      ...contactInputs,
      ...agreementsSchema.shape,
    })
    .superRefine((v, ctx) => {
      const email = emailIssues(v, 'signup');
      addIssues(ctx, [
        ...takenIssue(known, 'user_id', 'userId', v.userId),
        ...confirmIssues(v.password, v.confirmPassword),
        ...takenIssue(known, 'nickname', 'nickname', v.nickname),
        ...phoneIssues(v),
        ...(email.length ? email : takenIssue(known, 'email', 'emailLocal', joinedEmail(v))),
      ]);
    });
export type SignupFormInput = z.input<ReturnType<typeof signupFormSchema>>;
export type SignupFormValues = z.output<ReturnType<typeof signupFormSchema>>;

/** The member's saved values that the edit form compares with (read at validation time). */
export interface EditCurrent {
  nickname: string;
  /** Lower case, '' when none. */
  email: string;
  /** As stored ('010-1234-5678'), '' when none. */
  phone: string;
  hasPhone: boolean;
  hasEmail: boolean;
  /** False for members who signed up with Kakao or Naver and have no password. */
  hasPassword: boolean;
}

/** Whether the values change the member's email (a valid address other than the saved one). */
export function changesEmail(v: EmailValues, current: EditCurrent): boolean {
  const empty = !v.emailLocal && !v.emailDomain && !v.emailCustomDomain;
  return !empty && !emailIssues(v, 'edit').length && joinedEmail(v) !== current.email;
}

/** A new password or another email must be confirmed with the current password. */
export const needsCurrentPassword = (v: EmailValues & { password: string }, current: EditCurrent) =>
  Boolean(v.password) || changesEmail(v, current);

/**
 * Edit: the member's current values are fine as they are; a phone or email the member never
 * had may stay empty; a new password (and its confirmation) only when one is typed; the current
 * password when the password or the email changes (members without one cannot change either).
 */
export const editFormSchema = (known: KnownTaken, saved: () => EditCurrent) =>
  z
    .object({
      nickname: nicknameSchema,
      ...contactInputs,
      agreeToSMS: z.boolean(),
      agreeToEmailMarketing: z.boolean(),
      password: z.string(),
      confirmPassword: z.string(),
      currentPassword: z.string(),
    })
    .superRefine((v, ctx) => {
      const current = saved();
      const phoneEmpty = !v.phoneMiddle && !v.phoneLast;
      const emailEmpty = !v.emailLocal && !v.emailDomain && !v.emailCustomDomain;
      const email = current.hasEmail || !emailEmpty ? emailIssues(v, 'edit') : [];
      const emailChanged = changesEmail(v, current);
      const emailChange = !current.hasPassword
        ? [{ path: 'emailLocal', message: accountText.edit.noPasswordNote }]
        : takenIssue(known, 'email', 'emailLocal', joinedEmail(v));
      addIssues(ctx, [
        ...(checkValue('nickname', v.nickname) !== current.nickname
          ? takenIssue(known, 'nickname', 'nickname', v.nickname)
          : []),
        ...(current.hasPhone || !phoneEmpty ? phoneIssues(v) : []),
        ...(emailChanged ? emailChange : email),
        ...(v.password ? issue('password', passwordSchema, v.password) : []),
        ...(v.password || v.confirmPassword ? confirmIssues(v.password, v.confirmPassword) : []),
        ...(current.hasPassword && needsCurrentPassword(v, current) && !v.currentPassword
          ? [{ path: 'currentPassword', message: userMessages.currentPasswordRequired }]
          : []),
      ]);
    });
export type EditFormInput = z.input<ReturnType<typeof editFormSchema>>;
export type EditFormValues = z.output<ReturnType<typeof editFormSchema>>;

export const resetFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .superRefine((v, ctx) => addIssues(ctx, confirmIssues(v.password, v.confirmPassword)));
export type ResetFormInput = z.input<typeof resetFormSchema>;

/**
 * Find ID: the server's rules for name and phone (bare digits become 010-xxxx-xxxx); the email
 * only needs to be there, its form is judged by the server and reported as docs/api.md#error-messages says.
 */
export const findIdFormSchema = z.object({
  name: findIdRequestSchema.shape.name,
  phone: findIdRequestSchema.shape.phone_num,
  email: requiredString(userMessages.emailRequired).trim(),
});
export type FindIdFormInput = z.input<typeof findIdFormSchema>;

export const findPasswordFormSchema = z.object({
  userId: findPasswordRequestSchema.shape.user_id,
  email: requiredString(userMessages.emailRequired).trim(),
});
export type FindPasswordFormInput = z.input<typeof findPasswordFormSchema>;
