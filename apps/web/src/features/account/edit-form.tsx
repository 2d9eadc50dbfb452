import { nicknameSchema, type UpdateMeRequest, type UserInfo } from '@shop/contract/users';
import { useId, useRef, useState } from 'react';
import { FormProvider, type Path, useWatch } from 'react-hook-form';
import { ApiError } from '../../shared/api/errors';
import { useAuth } from '../../shared/auth/auth-context';
import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/field';
import { LabelledSection, SectionHeading } from '../../shared/ui/labelled-section';
import { useNotify } from '../../shared/ui/notify';
import { useAccountForm } from './account-form';
import { useUpdateMe } from './api';
import { useDuplicateCheck, useDuplicateStore } from './duplicates';
import { EmailInput } from './email-input';
import parts from './form-parts.module.css';
import { accountText } from './messages';
import { NewPasswordFields } from './new-password-fields';
import styles from './page.module.css';
import { PhoneInput } from './phone-input';
import {
  checkValue,
  type EditCurrent,
  type EditFormInput,
  type EditFormValues,
  editFormSchema,
  emailIssues,
  joinedEmail,
  joinPhone,
  needsCurrentPassword,
  splitEmail,
  splitPhone,
} from './schemas';
import { sharedServerFields } from './server-errors';

const text = accountText;

const serverFields: Record<string, Path<EditFormInput>> = {
  ...sharedServerFields,
  confirm_password: 'confirmPassword',
  current_password: 'currentPassword',
};

function formValues(user: UserInfo): EditFormInput {
  return {
    nickname: user.nickname,
    ...splitPhone(user.phone_num),
    ...splitEmail(user.email),
    agreeToSMS: user.sns_confirm,
    agreeToEmailMarketing: user.email_confirm,
    password: '',
    confirmPassword: '',
    currentPassword: '',
  };
}

function currentOf(user: UserInfo): EditCurrent {
  return {
    nickname: user.nickname,
    email: user.email?.toLowerCase() ?? '',
    phone: user.phone_num ?? '',
    hasPhone: Boolean(splitPhone(user.phone_num).phoneMiddle),
    hasEmail: Boolean(user.email),
    hasPassword: user.has_password,
  };
}

/**
 * Only what changed is sent; the password only when a new one is typed; the current password
 * along with a new password or email.
 */
function changes(values: EditFormValues, user: UserInfo, current: EditCurrent): UpdateMeRequest {
  const body: UpdateMeRequest = {};
  if (values.nickname !== current.nickname) body.nickname = values.nickname;
  if (values.phoneMiddle || values.phoneLast) {
    const phone = joinPhone(values);
    if (phone !== current.phone) body.phone_num = phone;
  }
  if (values.emailLocal) {
    const email = joinedEmail(values);
    if (email !== current.email) body.email = email;
  }
  if (values.agreeToSMS !== user.sns_confirm) body.agreeToSMS = values.agreeToSMS;
  if (values.agreeToEmailMarketing !== user.email_confirm) {
    body.agreeToEmailMarketing = values.agreeToEmailMarketing;
  }
  if (values.password) {
    body.password = values.password;
    body.confirm_password = values.confirmPassword;
  }
  if (body.password || body.email) body.current_password = values.currentPassword;
  return body;
}

/** The member's nickname, phone, email, marketing consents and an optional new password. */
export function EditForm({ user }: { user: UserInfo }) {
  const notify = useNotify();
  const { login, logout, reloadUser } = useAuth();
  const updateMe = useUpdateMe();
  const known = useDuplicateStore();
  const saved = useRef({ user, current: currentOf(user) });
  const [schema] = useState(() => editFormSchema(known, () => saved.current.current));
  const { form, formRef, submitWith, showProblems, showSaveError } = useAccountForm<
    EditFormInput,
    EditFormValues
  >(schema, formValues(user));
  const {
    register,
    getValues,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [password, emailLocal, emailDomain, emailCustomDomain] = useWatch({
    control,
    name: ['password', 'emailLocal', 'emailDomain', 'emailCustomDomain'],
  });
  const askCurrentPassword =
    user.has_password &&
    needsCurrentPassword(
      { password, emailLocal, emailDomain, emailCustomDomain },
      saved.current.current,
    );
  const check = useDuplicateCheck(form, known);
  const id = useId();

  const checkNickname = () =>
    check('nickname', 'nickname', () => {
      const nickname = getValues('nickname');
      if (!nicknameSchema.safeParse(nickname).success) return undefined;
      return checkValue('nickname', nickname) === saved.current.current.nickname
        ? undefined
        : nickname;
    });
  const checkEmail = () =>
    check('email', 'emailLocal', () => {
      const values = getValues();
      if (emailIssues(values, 'edit').length) return undefined;
      const email = joinedEmail(values);
      return email === saved.current.current.email ? undefined : email;
    });

  const nickname = register('nickname');

  async function submit(values: EditFormValues) {
    const body = changes(values, saved.current.user, saved.current.current);
    if (Object.keys(body).length === 0) {
      notify(text.edit.nothingChanged);
      return;
    }
    let updated: UserInfo;
    try {
      updated = await updateMe.mutateAsync(body);
    } catch (error) {
      if (error instanceof ApiError && error.status === 403 && saved.current.user.has_password) {
        // The current password was wrong: say so under it.
        showProblems([{ field: 'currentPassword', message: error.message }]);
        return;
      }
      showSaveError(error, serverFields, known, {
        nickname: values.nickname,
        email: joinedEmail(values),
      });
      return;
    }
    saved.current = { user: updated, current: currentOf(updated) };
    reset(formValues(updated));
    if (body.password) {
      // A new password ends every session, this one too: sign in again with it.
      try {
        await login(updated.id, body.password);
      } catch {
        logout({ expired: true });
        return;
      }
    } else {
      await reloadUser();
    }
    notify(text.edit.done);
  }

  return (
    <FormProvider {...form}>
      <dl className={styles.identity}>
        <div>
          <dt>{text.edit.userIdLabel}</dt>
          <dd>{user.id}</dd>
        </div>
        <div>
          <dt>{text.edit.nameLabel}</dt>
          <dd>{user.name}</dd>
        </div>
      </dl>
      <form className={styles.form} ref={formRef} onSubmit={submitWith(submit)} noValidate>
        <LabelledSection id={`${id}-profile`} className={styles.section}>
          <SectionHeading className={styles.sectionTitle}>
            {text.edit.profileSection}
          </SectionHeading>
          <TextField
            label={text.fields.nickname}
            autoComplete="nickname"
            hint={text.hints.nickname}
            error={errors.nickname?.message}
            {...nickname}
            onBlur={async (event) => {
              await nickname.onBlur(event);
              checkNickname();
            }}
          />
          <PhoneInput />
          <EmailInput onSettled={checkEmail} />
        </LabelledSection>

        <LabelledSection id={`${id}-marketing`} className={styles.section}>
          <SectionHeading className={styles.sectionTitle}>
            {text.edit.marketingSection}
          </SectionHeading>
          <p className={styles.sectionNote}>{text.edit.marketingNote}</p>
          <div className={styles.checks}>
            <div className={parts.itemRow}>
              <input
                id={`${id}-sms`}
                type="checkbox"
                className={parts.checkbox}
                {...register('agreeToSMS')}
              />
              <label htmlFor={`${id}-sms`} className={parts.itemLabel}>
                {text.edit.sms}
              </label>
            </div>
            <div className={parts.itemRow}>
              <input
                id={`${id}-email-marketing`}
                type="checkbox"
                className={parts.checkbox}
                {...register('agreeToEmailMarketing')}
              />
              <label htmlFor={`${id}-email-marketing`} className={parts.itemLabel}>
                {text.edit.emailMarketing}
              </label>
            </div>
          </div>
        </LabelledSection>

        <LabelledSection id={`${id}-password`} className={styles.section}>
          <SectionHeading className={styles.sectionTitle}>
            {text.edit.passwordSection}
          </SectionHeading>
          {user.has_password ? (
            <>
              <p className={styles.sectionNote}>{text.edit.passwordNote}</p>
              <NewPasswordFields />
            </>
          ) : (
            <p className={styles.sectionNote}>{text.edit.noPasswordNote}</p>
          )}
        </LabelledSection>

        {askCurrentPassword && (
          <LabelledSection id={`${id}-confirm`} className={styles.section}>
            <SectionHeading className={styles.sectionTitle}>
              {text.edit.confirmSection}
            </SectionHeading>
            <p className={styles.sectionNote}>{text.edit.confirmNote}</p>
            <TextField
              label={text.fields.currentPassword}
              type="password"
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              {...register('currentPassword')}
            />
          </LabelledSection>
        )}

        <Button type="submit" block loading={isSubmitting}>
          {text.edit.submit}
        </Button>
      </form>
    </FormProvider>
  );
}
