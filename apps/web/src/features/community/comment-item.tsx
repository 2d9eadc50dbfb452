import type { Comment } from '@shop/contract/comments';
import { BadgeCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { FormButtons } from '../../shared/ui/form-buttons';
import { CommentBox } from './comment-box';
import styles from './comments.module.css';
import { communityText as t } from './community-text';
import { OwnerMenu } from './owner-menu';
import { PrivacyNote } from './privacy-note';
import { RelativeTime } from './relative-time';

interface CommentItemProps {
  comment: Comment;
  onSave(payload: string): Promise<unknown>;
  onRemove(): void;
  saving: boolean;
}

/** One comment; its writer can edit it in place or delete it. Shop answers stand out. */
export function CommentItem({ comment, onSave, onRemove, saving }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.payload);
  const [error, setError] = useState<string>();
  const id = useId();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return setError(t.commentRequired);
    try {
      await onSave(draft.trim());
      setEditing(false);
      setError(undefined);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <li className={comment.is_answer ? `${styles.comment} ${styles.answer}` : styles.comment}>
      <div className={styles.commentHead}>
        <p className={styles.writer}>
          {comment.is_answer && (
            <span className={styles.answerBadge}>
              <BadgeCheck size={14} strokeWidth={1.75} aria-hidden />
              {t.shopAnswer}
            </span>
          )}
          <span className={styles.writerName}>{comment.writer}</span>
          <span className={styles.when}>
            <RelativeTime iso={comment.created_at} />
            {comment.updated_at !== comment.created_at && ` · ${t.edited}`}
          </span>
        </p>
        {comment.is_mine && !editing && (
          <OwnerMenu
            label={t.commentMenu(comment.writer)}
            onEdit={() => {
              setDraft(comment.payload);
              setEditing(true);
            }}
            onRemove={onRemove}
          />
        )}
      </div>
      {editing ? (
        <form className={styles.editForm} onSubmit={save} noValidate>
          <CommentBox
            id={id}
            label={t.commentEditLabel}
            error={error}
            value={draft}
            // The writer just chose to edit this comment.
            autoFocus
            onChange={(e) => setDraft(e.target.value)}
          />
          <FormButtons
            className={styles.formActions}
            cancelLabel={t.cancel}
            onCancel={() => setEditing(false)}
            submitLabel={t.commentSave}
            pending={saving}
          />
        </form>
      ) : (
        <>
          <p className={styles.payload}>{comment.payload}</p>
          <PrivacyNote masked={comment.privacy_masked} />
        </>
      )}
    </li>
  );
}
