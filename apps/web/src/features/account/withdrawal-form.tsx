import {
  type WithdrawalPreview,
  type WithdrawalRequest,
  withdrawalMessages,
} from '@shop/contract/withdrawal';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../shared/api/errors';
import { accountKeys } from '../../shared/api/query-keys';
import { useAuth } from '../../shared/auth/auth-context';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { FieldMessage, fieldStyles, TextField } from '../../shared/ui/field';
import { LabelledSection, SectionHeading } from '../../shared/ui/labelled-section';
import { useAccountForm } from './account-form';
import { FormFailure } from './common-fields';
import parts from './form-parts.module.css';
import { accountText } from './messages';
import styles from './page.module.css';
import { explainSaveError } from './server-errors';
import own from './withdrawal.module.css';
import { useWithdraw } from './withdrawal-api';
import { emptyWithdrawalForm, withdrawalFormSchema } from './withdrawal-schema';
import { WithdrawalSummary } from './withdrawal-summary';

const t = accountText.withdrawal;

const serverFields = { password: 'password', agree: 'agree', reason: 'reason' } as const;

/**
 * After the server ended the membership and every session of it: signs out here as signing out
 * does, and forgets every answer loaded for the member.
 */
function useForgetMember() {
  const { sessionEnded } = useAuth();
  const client = useQueryClient();
  return () => {
    sessionEnded(withdrawalMessages.done);
    client.clear();
  };
}

/**
 * What the member loses, then their password (or, for a Kakao/Naver-only account, their consent
 * alone), an optional reason and the agreement; one last question before the request.
 */
export function WithdrawalForm({ preview }: { preview: WithdrawalPreview }) {
  const withdraw = useWithdraw();
  const forgetMember = useForgetMember();
  const client = useQueryClient();
  const [schema] = useState(() => withdrawalFormSchema(preview.confirm_with));
  const { form, formRef, submitWith, showProblems } = useAccountForm(schema, emptyWithdrawalForm);
  const {
    register,
    formState: { errors },
  } = form;
  const [asking, setAsking] = useState<WithdrawalRequest>();
  const [failure, setFailure] = useState<string>();
  const [refusal, setRefusal] = useState<{ error: unknown }>();
  const id = useId();
  const blocked = !preview.can_withdraw;
  const withPassword = preview.confirm_with === 'password';

  function showRefusal(error: unknown) {
    if (error instanceof ApiError && error.status === 403 && withPassword) {
      showProblems([{ field: 'password', message: error.message }]);
      return;
    }
    if (error instanceof ApiError && error.status === 409) {
      // An order was placed meanwhile: the preview says so, and the form stops.
      setFailure(error.message);
      void client.invalidateQueries({ queryKey: accountKeys.withdrawal() });
      return;
    }
    const { problems, message } = explainSaveError(error, serverFields);
    if (problems.length > 0) showProblems(problems);
    else setFailure(message);
  }

  // Shown once the last question has closed and handed the focus back, so that the focus can
  // then move to the field the refusal is about.
  useEffect(() => {
    if (!refusal || asking) return;
    setRefusal(undefined);
    showRefusal(refusal.error);
  });

  async function send(body: WithdrawalRequest) {
    setFailure(undefined);
    try {
      await withdraw.mutateAsync(body);
    } catch (error) {
      setAsking(undefined);
      setRefusal({ error });
      return;
    }
    forgetMember();
  }

  const agreeMessageId = `${id}-agree-message`;
  return (
    <>
      <form
        className={styles.form}
        ref={formRef}
        onSubmit={submitWith((body) => {
          setFailure(undefined);
          if (!blocked) setAsking(body);
        })}
        noValidate
      >
        <WithdrawalSummary preview={preview} />

        <LabelledSection className={styles.section}>
          <SectionHeading className={styles.sectionTitle}>{t.formSection}</SectionHeading>
          <p className={styles.sectionNote}>{withPassword ? t.passwordNote : t.consentNote}</p>
          <fieldset className={own.fields} disabled={blocked}>
            {withPassword && (
              <TextField
                label={accountText.fields.password}
                type="password"
                autoComplete="current-password"
                error={errors.password?.message}
                {...register('password')}
              />
            )}
            <div className={fieldStyles.field}>
              <label htmlFor={`${id}-reason`} className={fieldStyles.label}>
                {t.reason}
              </label>
              <select
                id={`${id}-reason`}
                className={`${fieldStyles.select} ${parts.select}`}
                aria-invalid={errors.reason ? true : undefined}
                aria-describedby={errors.reason ? `${id}-reason-message` : undefined}
                {...register('reason')}
              >
                <option value="">{t.reasonPlaceholder}</option>
                {t.reasons.map((reason) => (
                  <option key={reason} value={reason}>
                    {reason}
                  </option>
                ))}
              </select>
              <FieldMessage id={`${id}-reason-message`} error={errors.reason?.message} />
            </div>
            <div>
              <div className={parts.itemRow}>
                <input
                  id={`${id}-agree`}
                  type="checkbox"
                  className={parts.checkbox}
                  aria-invalid={errors.agree ? true : undefined}
                  aria-describedby={errors.agree ? agreeMessageId : undefined}
                  {...register('agree')}
                />
                <label htmlFor={`${id}-agree`} className={parts.itemLabel}>
                  {t.agree}
                </label>
              </div>
              <FieldMessage id={agreeMessageId} error={errors.agree?.message} />
            </div>
          </fieldset>
        </LabelledSection>

        <div className={styles.actions}>
          {!blocked && <FormFailure message={failure} />}
          <Button type="submit" block disabled={blocked}>
            {t.submit}
          </Button>
        </div>
      </form>
      {asking && (
        <ConfirmDialog
          title={t.confirmTitle}
          message={t.confirmText}
          confirmLabel={t.confirmYes}
          cancelLabel={t.confirmNo}
          danger
          pending={withdraw.isPending}
          onConfirm={() => void send(asking)}
          onClose={() => setAsking(undefined)}
        />
      )}
    </>
  );
}
