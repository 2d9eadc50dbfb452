import { phoneNumberSchema } from '@shop/contract/users';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/errors';
import { AlertText } from '../../shared/ui/alert-text';
import { Button } from '../../shared/ui/button';
import { FieldMessage, TextField } from '../../shared/ui/field';
import { Modal } from '../../shared/ui/modal';
import styles from './guest-restock-dialog.module.css';
import { guestRestockText as t } from './guest-restock-text';
import { useRequestRestock } from './restock-api';
import type { SoldOutOption } from './sold-out-option';

interface Problems {
  phone?: string | undefined;
  consent?: string | undefined;
  form?: string | undefined;
}

/** The server's refusal: a 422 under the field it names, anything else (409, 404) above the button. */
function serverProblems(error: Error): Problems {
  if (error instanceof ApiError && error.status === 422) {
    const phone = error.fieldMessage('phone');
    const consent = error.fieldMessage('consent');
    if (phone || consent) return { phone, consent };
  }
  return { form: error.message };
}

/** The number as the server keeps it (010-0000-0000), or why it cannot be one. */
function readPhone(value: string): { phone: string } | { problem: string } {
  if (!value.trim()) return { problem: t.phoneRequired };
  const parsed = phoneNumberSchema.safeParse(value);
  if (parsed.success) return { phone: parsed.data };
  return { problem: parsed.error.issues[0]?.message ?? t.phoneRequired };
}

/**
 * A guest's 재입고 알림: a mobile number and consent to its use for the alert, or signing in to
 * ask as a member instead.
 */
export function GuestRestockDialog({
  itemId,
  itemName,
  option,
  onClose,
  onRequested,
  onSignIn,
}: {
  itemId: number;
  itemName: string;
  option: SoldOutOption;
  onClose: () => void;
  onRequested: (option: SoldOutOption) => void;
  onSignIn: (option: SoldOutOption) => void;
}) {
  const request = useRequestRestock(itemId);
  const [phone, setPhone] = useState('');
  const [consent, setConsent] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const phoneRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const consentMessageId = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const read = readPhone(phone);
    setProblems({
      phone: 'problem' in read ? read.problem : undefined,
      consent: consent ? undefined : t.consentRequired,
    });
    if ('problem' in read) {
      phoneRef.current?.focus();
      return;
    }
    if (!consent) {
      consentRef.current?.focus();
      return;
    }
    request.mutate(
      { option_id: option.id, phone: read.phone, consent: true },
      {
        onSuccess: () => onRequested(option),
        onError: (error) => setProblems(serverProblems(error)),
      },
    );
  }

  return (
    <Modal open onClose={onClose} title={t.dialogTitle} labelledBy={titleId}>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <h2 id={titleId} className={styles.title}>
          {t.dialogTitle}
        </h2>
        <p className={styles.subject}>
          {itemName}
          <span>{option.label}</span>
        </p>
        <TextField
          ref={phoneRef}
          label={t.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t.phonePlaceholder}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={problems.phone}
          hint={t.phoneHint}
        />
        <div className={styles.consent}>
          <label className={styles.check}>
            <input
              ref={consentRef}
              type="checkbox"
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
              aria-invalid={problems.consent ? true : undefined}
              aria-describedby={problems.consent ? consentMessageId : undefined}
            />
            <span>{t.consent}</span>
          </label>
          <FieldMessage id={consentMessageId} error={problems.consent} />
        </div>
        <AlertText message={problems.form} className={styles.error} />
        <Button type="submit" block loading={request.isPending}>
          {t.submit}
        </Button>
        <div className={styles.member}>
          <p>{t.memberHint}</p>
          <Button variant="secondary" block onClick={() => onSignIn(option)}>
            {t.signIn}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
