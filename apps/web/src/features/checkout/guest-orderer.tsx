import { zodResolver } from '@hookform/resolvers/zod';
import {
  guestOrderMessages,
  guestOrderPasswordSchema,
  guestPrivacyConsent,
} from '@shop/contract/guest-orders';
import { emailSchema, nameSchema, phoneNumberSchema } from '@shop/contract/users';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { PhoneField } from '../../shared/address/contact-fields';
import { FormField } from '../../shared/ui/form-field';
import styles from './guest-orderer.module.css';
import { checkoutText as t } from './messages';
import sheet from './order-sheet.module.css';

/** The guest's own part of the order sheet: who orders, the lookup password, the consent. */
const guestOrdererSchema = z
  .object({
    orderer_name: nameSchema,
    orderer_phone: phoneNumberSchema,
    orderer_email: emailSchema,
    order_password: guestOrderPasswordSchema,
    order_password_confirm: z.string(),
    privacy_consent: z.boolean().refine((agreed) => agreed, guestOrderMessages.consentRequired),
  })
  .refine((v) => v.order_password === v.order_password_confirm, {
    path: ['order_password_confirm'],
    message: t.guestPasswordMismatch,
  });

type GuestOrdererInput = z.input<typeof guestOrdererSchema>;
export type GuestOrdererValues = z.output<typeof guestOrdererSchema>;

/**
 * The guest's fields in a form of their own beside the recipient's: `read` checks both at the
 * pay press and answers the values, or null after showing what to fix.
 */
export function useGuestOrderer() {
  const form = useForm<GuestOrdererInput, unknown, GuestOrdererValues>({
    resolver: zodResolver(guestOrdererSchema),
    mode: 'onTouched',
    defaultValues: {
      orderer_name: '',
      orderer_phone: '',
      orderer_email: '',
      order_password: '',
      order_password_confirm: '',
      privacy_consent: false,
    },
  });
  return {
    form,
    async read(): Promise<GuestOrdererValues | null> {
      let values: GuestOrdererValues | null = null;
      await form.handleSubmit((valid) => {
        values = valid;
      })();
      return values;
    },
  };
}
export type GuestOrderer = ReturnType<typeof useGuestOrderer>;

/** 주문자 정보, 주문 비밀번호 and the non-member privacy consent shown in full. */
export function GuestOrdererSection({ orderer }: { orderer: GuestOrderer }) {
  return (
    <section className={sheet.section} aria-labelledby="orderer-heading">
      <h2 id="orderer-heading" className={sheet.sectionTitle}>
        {t.ordererHeading}
      </h2>
      <FormProvider {...orderer.form}>
        <form className={sheet.form} noValidate onSubmit={(event) => event.preventDefault()}>
          <div className={sheet.formRow}>
            <FormField name="orderer_name" label={t.ordererName} autoComplete="name" />
            <PhoneField name="orderer_phone" label={t.ordererPhone} />
          </div>
          <FormField
            name="orderer_email"
            label={t.ordererEmail}
            type="email"
            autoComplete="email"
            hint={t.ordererEmailHint}
          />
          <div className={sheet.formRow}>
            <FormField
              name="order_password"
              label={t.guestPassword}
              type="password"
              autoComplete="new-password"
              hint={t.guestPasswordHint}
            />
            <FormField
              name="order_password_confirm"
              label={t.guestPasswordConfirm}
              type="password"
              autoComplete="new-password"
            />
          </div>
          <PrivacyConsent />
        </form>
      </FormProvider>
    </section>
  );
}

function PrivacyConsent() {
  const { register, formState } = useFormContext<GuestOrdererInput>();
  const error = formState.errors.privacy_consent?.message;
  return (
    <div className={styles.consent}>
      <h3 className={styles.consentTitle}>{guestPrivacyConsent.title}</h3>
      <dl className={styles.terms}>
        {guestPrivacyConsent.items.map(([term, text]) => (
          <div key={term} className={styles.term}>
            <dt>{term}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <label className={sheet.check}>
        <input
          type="checkbox"
          {...register('privacy_consent')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'privacy-consent-error' : undefined}
        />
        {t.guestConsent}
      </label>
      {error && (
        <p id="privacy-consent-error" className={sheet.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
