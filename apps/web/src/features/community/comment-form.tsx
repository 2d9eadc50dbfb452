import { type FormEvent, useId, useState } from 'react';
import { useAuth } from '../../shared/auth/auth-context';
import { useSignInPrompt } from '../../shared/auth/sign-in-prompt';
import { Button } from '../../shared/ui/button';
import { useNotify } from '../../shared/ui/notify';
import { CommentBox } from './comment-box';
import styles from './comments.module.css';
import { communityText as t } from './community-text';

interface CommentFormProps {
  onSubmit(payload: string): Promise<unknown>;
  busy: boolean;
}

/** The comment box: a member and a non-blank comment are required (docs/api.md#form-checks). */
export function CommentForm({ onSubmit, busy }: CommentFormProps) {
  const auth = useAuth();
  const signIn = useSignInPrompt();
  const notify = useNotify();
  const [payload, setPayload] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!auth.isLoggedIn) return signIn.ask({ reason: t.loginToComment });
    if (!payload.trim()) {
      // Said once, under the box the shopper is looking at.
      setError(t.commentRequired);
      return;
    }
    setError(undefined);
    try {
      await onSubmit(payload.trim());
      setPayload('');
      notify(t.commentAdded);
    } catch (failure) {
      notify((failure as Error).message, 'alert');
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <CommentBox
        id={id}
        label={t.commentLabel}
        error={error}
        value={payload}
        placeholder={auth.isLoggedIn ? t.commentPlaceholder : t.commentLoginPlaceholder}
        onChange={(e) => {
          setPayload(e.target.value);
          if (error && e.target.value.trim()) setError(undefined);
        }}
      />
      <div className={styles.formActions}>
        {!auth.isLoggedIn && (
          <button
            type="button"
            className={styles.loginLink}
            onClick={() => signIn.ask({ reason: t.loginToComment })}
          >
            {t.loginLink}
          </button>
        )}
        <Button type="submit" loading={busy} className={styles.submit}>
          {t.commentSubmit}
        </Button>
      </div>
    </form>
  );
}
