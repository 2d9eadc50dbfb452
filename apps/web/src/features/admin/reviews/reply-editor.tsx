import { REVIEW_RULES } from '@shop/contract/review-rules';
import { type AdminReview, adminReviewReplySchema } from '@shop/contract/reviews';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../shared/format/dates';
import { AlertText } from '../../../shared/ui/alert-text';
import { Button } from '../../../shared/ui/button';
import { FieldMessage } from '../../../shared/ui/field';
import { useNotify } from '../../../shared/ui/notify';
import { ActionConfirm } from '../action-confirm';
import { useAdminForm } from '../admin-form';
import page from '../page.module.css';
import { useReviewAction } from './api';
import styles from './review-panel.module.css';
import { reviewText as t } from './review-text';

/** The shop's reply under the review: written, rewritten, or deleted after asking. */
export function ReplyEditor({ review }: { review: AdminReview }) {
  const id = useId();
  const notify = useNotify();
  const save = useReviewAction(review.id);
  const remove = useReviewAction(review.id);
  const [deleting, setDeleting] = useState<AdminReview>();
  const { form, formRef, saveWith, error } = useAdminForm(adminReviewReplySchema, {
    body: review.reply?.body ?? '',
  });
  const onSave = saveWith(async ({ body }) => {
    const saved = await save.mutateAsync({ kind: 'reply', body });
    notify(t.replySaved);
    form.reset({ body: saved.reply?.body ?? body });
  });
  const fieldError = form.formState.errors.body?.message;
  const reply = review.reply;

  return (
    <section className={styles.reply} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.blockTitle}>
        {t.replyTitle}
      </h3>
      <form ref={formRef} onSubmit={onSave} noValidate className={styles.replyForm}>
        <label htmlFor={`${id}-body`} className={styles.label}>
          {t.replyLabel}
          {reply && (
            <span className={page.muted}> · {t.repliedAt(formatDateTime(reply.replied_at))}</span>
          )}
        </label>
        <textarea
          id={`${id}-body`}
          rows={4}
          maxLength={REVIEW_RULES.replyMax}
          className={styles.textarea}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${id}-message`}
          {...form.register('body')}
        />
        <FieldMessage id={`${id}-message`} error={fieldError} hint={t.replyHint} />
        <AlertText message={error} className={styles.error} />
        <div className={styles.replyButtons}>
          {reply && (
            <Button variant="ghost" className={styles.danger} onClick={() => setDeleting(review)}>
              {t.replyDelete}
            </Button>
          )}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {reply ? t.replyUpdate : t.replyCreate}
          </Button>
        </div>
      </form>
      <ActionConfirm
        target={deleting}
        mutation={remove}
        variables={() => ({ kind: 'removeReply' }) as const}
        onDone={() => {
          notify(t.replyDeleted);
          form.reset({ body: '' });
        }}
        onClose={() => setDeleting(undefined)}
        title={t.replyDeleteTitle}
        confirmLabel={t.replyDelete}
      >
        <p className={styles.quote}>{deleting?.reply?.body}</p>
        <p className={page.muted}>{t.replyDeleteNote}</p>
      </ActionConfirm>
    </section>
  );
}
