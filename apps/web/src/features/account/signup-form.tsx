import { nicknameSchema, type SignupRequest, userIdSchema } from '@shop/contract/users';
import { useId, useState } from 'react';
import { FormProvider, type Path } from 'react-hook-form';
import type { ZodType } from 'zod';
import { useNavigate } from '../../shared/routing';
import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/field';
import { LabelledSection, SectionHeading } from '../../shared/ui/labelled-section';
import { useNotify } from '../../shared/ui/notify';
import { useAccountForm } from './account-form';
import { Agreements } from './agreements';
import { useSignup } from './api';
import { NameField } from './common-fields';
import { useDuplicateCheck, useDuplicateStore } from './duplicates';
import { EmailInput } from './email-input';
import { accountText } from './messages';
import { NewPasswordFields } from './new-password-fields';
import styles from './page.module.css';
import { PhoneInput } from './phone-input';
import {
  emailIssues,
  joinedEmail,
  joinPhone,
  type SignupFormInput,
  type SignupFormValues,
  signupFormSchema,
} from './schemas';
import { sharedServerFields } from './server-errors';

const text = accountText;

const emptyForm: SignupFormInput = {
  userId: '',
  password: '',
  confirmPassword: '',
  name: '',
  nickname: '',
  phoneMiddle: '',
  phoneLast: '',
  emailLocal: '',
  emailDomain: '',
  emailCustomDomain: '',
  agreeToTerms: false,
  agreeToPrivacy: false,
  agreeToSMS: false,
  agreeToEmailMarketing: false,
};

/** The API's field names → the form's, for 409/422 answers. */
const serverFields: Record<string, Path<SignupFormInput>> = {
  ...sharedServerFields,
  user_id: 'userId',
  name: 'name',
};

function toRequest(values: SignupFormValues): SignupRequest {
  return {
    user_id: values.userId,
    password: values.password,
    name: values.name,
    nickname: values.nickname,
    phone_num: joinPhone(values),
    email: joinedEmail(values),
    sns_confirm: values.agreeToSMS,
    email_confirm: values.agreeToEmailMarketing,
  };
}

/** Sign-up (docs/api.md#form-checks): the contract's rules per field, duplicate checks on blur. */
export function SignupForm() {
  const notify = useNotify();
  const navigate = useNavigate();
  const signup = useSignup();
  const known = useDuplicateStore();
  const [schema] = useState(() => signupFormSchema(known));
  const { form, formRef, submitWith, showSaveError } = useAccountForm<
    SignupFormInput,
    SignupFormValues
  >(schema, emptyForm);
  const {
    register,
    getValues,
    formState: { errors, isSubmitting },
  } = form;
  const check = useDuplicateCheck(form, known);
  const id = useId();

  /** The value when it passes its own rules (only then is it worth a duplicate check). */
  const valid = (rule: ZodType, value: string) =>
    rule.safeParse(value).success ? value : undefined;
  const checkUserId = () =>
    check('user_id', 'userId', () => valid(userIdSchema, getValues('userId')));
  const checkNickname = () =>
    check('nickname', 'nickname', () => valid(nicknameSchema, getValues('nickname')));
  const checkEmail = () =>
    check('email', 'emailLocal', () => {
      const values = getValues();
      return emailIssues(values, 'signup').length ? undefined : joinedEmail(values);
    });

  /** Registers a field whose blur also runs `after` (the duplicate check). */
  const withBlur = (name: Path<SignupFormInput>, after?: () => unknown) => {
    const registration = register(name);
    return {
      ...registration,
      onBlur: async (event: React.FocusEvent<HTMLInputElement>) => {
        await registration.onBlur(event);
        after?.();
      },
    };
  };

  /** A new password changes whether the confirmation matches. */

  async function submit(values: SignupFormValues) {
    try {
      await signup.mutateAsync(toRequest(values));
      notify(text.signup.done);
      navigate('/');
    } catch (error) {
      showSaveError(error, serverFields, known, {
        user_id: values.userId,
        nickname: values.nickname,
        email: joinedEmail(values),
      });
    }
  }

  return (
    <FormProvider {...form}>
      <form className={styles.form} ref={formRef} onSubmit={submitWith(submit)} noValidate>
        <LabelledSection id={`${id}-account`} className={styles.section}>
          <SectionHeading className={styles.sectionTitle}>
            {text.signup.accountSection}
          </SectionHeading>
          <TextField
            label={text.fields.userId}
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            hint={text.hints.userId}
            error={errors.userId?.message}
            {...withBlur('userId', checkUserId)}
          />
          <NewPasswordFields
            labels={{
              password: text.fields.password,
              confirm: text.fields.confirmPassword,
              hint: text.hints.signupPassword,
            }}
          />
        </LabelledSection>

        <LabelledSection id={`${id}-profile`} className={styles.section}>
          <SectionHeading className={styles.sectionTitle}>
            {text.signup.profileSection}
          </SectionHeading>
          <NameField error={errors.name?.message} {...register('name')} />
          <TextField
            label={text.fields.nickname}
            autoComplete="nickname"
            hint={text.hints.nickname}
            error={errors.nickname?.message}
            {...withBlur('nickname', checkNickname)}
          />
          <PhoneInput />
          <EmailInput onSettled={checkEmail} />
        </LabelledSection>

        <LabelledSection id={`${id}-agreements`} className={styles.section}>
          <SectionHeading className={styles.sectionTitle}>
            {text.signup.agreementSection}
          </SectionHeading>
          <Agreements />
        </LabelledSection>

        <Button type="submit" block loading={isSubmitting}>
          {text.signup.submit}
        </Button>
      </form>
    </FormProvider>
  );
}
