import { useState } from 'react';
import { LabelledSection, SectionHeading } from '../../shared/ui/labelled-section';
import { useNotify } from '../../shared/ui/notify';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import styles from './comments.module.css';
import { useCommentMutations, useComments } from './comments-api';
import { communityText as t } from './community-text';
import { ConfirmRemove } from './confirm-remove';

/** A post's comments with the comment box under them. */
export function CommentsSection({ qnaId }: { qnaId: number }) {
  const comments = useComments(qnaId, true);
  const { create, update, remove } = useCommentMutations(qnaId);
  const notify = useNotify();
  const [removing, setRemoving] = useState<number | null>(null);
  const count = comments.data?.length ?? 0;

  const confirmRemove = () => {
    if (removing === null) return;
    remove.mutate(removing, {
      onSuccess: () => {
        setRemoving(null);
        notify(t.commentRemoved);
      },
      onError: (error) => {
        setRemoving(null);
        notify(error.message, 'alert');
      },
    });
  };

  return (
    <LabelledSection id="comments-heading" className={styles.section}>
      <SectionHeading className={styles.heading}>
        {t.commentsTitle} <span className={styles.count}>{count}</span>
      </SectionHeading>
      {comments.isPending ? (
        <p className={styles.empty} role="status">
          {t.commentsLoading}
        </p>
      ) : comments.isError ? (
        <p className={styles.empty} role="alert">
          {t.commentsError}
        </p>
      ) : count === 0 ? (
        <p className={styles.empty}>{t.noComments}</p>
      ) : (
        <ul className={styles.list}>
          {comments.data.map((comment) => (
            <CommentItem
              key={comment.comment_id}
              comment={comment}
              saving={update.isPending && update.variables?.id === comment.comment_id}
              onSave={(payload) =>
                update
                  .mutateAsync({ id: comment.comment_id, payload })
                  .then(() => notify(t.commentUpdated))
              }
              onRemove={() => setRemoving(comment.comment_id)}
            />
          ))}
        </ul>
      )}
      <CommentForm busy={create.isPending} onSubmit={(payload) => create.mutateAsync(payload)} />
      <ConfirmRemove
        open={removing !== null}
        message={t.confirmRemoveComment}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </LabelledSection>
  );
}
