import { adminAnswerRequestSchema, adminContentMessages } from '@shop/contract/admin-content';
import DOMPurify from 'dompurify';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../shared/format/dates';
import { AlertText } from '../../../shared/ui/alert-text';
import { Button } from '../../../shared/ui/button';
import { useNotify } from '../../../shared/ui/notify';
import { ActionConfirm } from '../action-confirm';
import { useAdminForm } from '../admin-form';
import { adminText } from '../messages';
import page from '../page.module.css';
import { QueryStatus } from '../query-state';
import { StatusBadge } from '../status-badge';
import { useAdminQnaPost, useAnswerQna, useDeleteQnaContent } from './api';
import styles from './qna-page.module.css';

const t = adminText.qna;

type Deleting = { kind: 'post' | 'comment'; id: number; label: string };

/** One post with its comments, the shop's answer form and the delete buttons. */
export function QnaPost({ id, onClose }: { id: number; onClose: () => void }) {
  const titleId = useId();
  const query = useAdminQnaPost(id);
  const answer = useAnswerQna(id);
  const remove = useDeleteQnaContent();
  const notify = useNotify();
  const [deleting, setDeleting] = useState<Deleting>();
  const { form, formRef, saveWith, error } = useAdminForm(adminAnswerRequestSchema, {
    payload: '',
  });
  const onAnswer = saveWith(async ({ payload }) => {
    await answer.mutateAsync(payload);
    notify(adminContentMessages.answered);
    form.reset({ payload: '' });
  });
  const post = query.data;
  const answerError = form.formState.errors.payload?.message;

  return (
    <article className={styles.post} aria-labelledby={titleId}>
      <button type="button" className={styles.close} onClick={onClose} aria-label={t.close}>
        <X size={18} strokeWidth={1.5} aria-hidden />
      </button>
      <QueryStatus query={query} />
      {post && (
        <>
          <header className={styles.postHead}>
            <h2 id={titleId} className={styles.postTitle}>
              {post.title}
            </h2>
            <p className={page.muted}>
              {post.writer} · {formatDateTime(post.created_at)}
              {post.is_secret && <> · {t.secret}</>}
            </p>
          </header>
          <div
            className={styles.body}
            // The server sanitizes posts; the browser cleans them once more before showing.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML from the Q&A board
            dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(post.payload) }}
          />
          {post.image_urls.length > 0 && (
            <ul className={styles.images}>
              {post.image_urls.map((src, i) => (
                <li key={src}>
                  <img src={src} alt={t.imageAlt(i + 1)} loading="lazy" />
                </li>
              ))}
            </ul>
          )}
          <Button
            variant="ghost"
            className={styles.danger}
            onClick={() => setDeleting({ kind: 'post', id: post.qna_id, label: post.title })}
          >
            {t.deletePost}
          </Button>

          <section className={styles.comments} aria-label={t.comments}>
            <h3 className={styles.commentsTitle}>{t.commentCount(post.comments.length)}</h3>
            <ul>
              {post.comments.map((c) => (
                <li key={c.comment_id} className={c.is_answer ? styles.answer : styles.comment}>
                  <p className={styles.commentMeta}>
                    {c.is_answer && <StatusBadge tone="accent">{t.shopAnswer}</StatusBadge>}
                    <span>{c.writer}</span>
                    <span className={page.muted}>{formatDateTime(c.created_at)}</span>
                    <button
                      type="button"
                      className={styles.textButton}
                      onClick={() =>
                        setDeleting({ kind: 'comment', id: c.comment_id, label: c.payload })
                      }
                      aria-label={`${c.writer} ${t.deleteComment}`}
                    >
                      {t.deleteComment}
                    </button>
                  </p>
                  <p className={styles.commentBody}>{c.payload}</p>
                </li>
              ))}
            </ul>
          </section>

          <form ref={formRef} onSubmit={onAnswer} noValidate className={styles.answerForm}>
            <label htmlFor={`${titleId}-answer`} className={styles.label}>
              {t.answerLabel}
            </label>
            <textarea
              id={`${titleId}-answer`}
              rows={5}
              className={styles.textarea}
              placeholder={t.answerPlaceholder}
              aria-invalid={answerError ? true : undefined}
              aria-describedby={answerError ? `${titleId}-answer-error` : undefined}
              {...form.register('payload')}
            />
            {answerError && (
              <p id={`${titleId}-answer-error`} className={styles.error}>
                {answerError}
              </p>
            )}
            <AlertText message={error} className={styles.error} />
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t.answerSubmit}
            </Button>
          </form>
        </>
      )}
      <ActionConfirm
        target={deleting}
        mutation={remove}
        variables={(d) => d}
        onDone={(d) => {
          notify(
            d.kind === 'post'
              ? adminContentMessages.postDeleted
              : adminContentMessages.commentDeleted,
          );
          if (d.kind === 'post') onClose();
        }}
        onClose={() => setDeleting(undefined)}
        title={deleting?.kind === 'post' ? t.deletePostTitle : t.deleteCommentTitle}
        confirmLabel={adminText.notices.delete}
      >
        <p className={styles.quote}>{deleting?.label}</p>
        <p className={page.muted}>{t.deleteNote}</p>
      </ActionConfirm>
    </article>
  );
}
