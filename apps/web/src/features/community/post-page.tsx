import type { QnaDetail } from '@shop/contract/qna';
import { useState } from 'react';
import { refusal } from '../../shared/api/errors';
import { useAuth } from '../../shared/auth/auth-context';
import { useSignInPrompt } from '../../shared/auth/sign-in-prompt';
import { Link, useNavigate } from '../../shared/routing';
import { useNotify } from '../../shared/ui/notify';
import { CommentsSection } from './comments-section';
import shared from './community.module.css';
import { communityText as t } from './community-text';
import { ConfirmRemove } from './confirm-remove';
import { OwnerMenu } from './owner-menu';
import { BackToList, BoardState, LoadingLine, useEntry } from './page-states';
import styles from './post-page.module.css';
import { PrivacyNote } from './privacy-note';
import { useDeleteQnaPost, useQnaPost } from './qna-post-api';
import { RelativeTime } from './relative-time';
import { SafeHtml } from './safe-html';
import { SecretLock } from './secret-lock';

/** /service/contents/{id}: a Q&A post, its images and comments; the writer can edit or delete. */
export function PostPage() {
  const post = useEntry(useQnaPost, t.listTitle);

  if (post.isPending) {
    return <LoadingLine>{t.postLoading}</LoadingLine>;
  }
  if (post.isError || !post.data) {
    const status = refusal(post.error);
    if (status === 403) return <SecretPost />;
    return (
      <BoardState
        title={status === 404 ? t.notFound : t.postError}
        hint={status === 404 ? t.notFoundHint : post.error?.message}
      />
    );
  }
  return <Post post={post.data} />;
}

/**
 * Someone else's secret post: a member is told it is private (signing in again would not help);
 * a guest may be its writer, so the login dialog is offered.
 */
function SecretPost() {
  const { isLoggedIn } = useAuth();
  const signIn = useSignInPrompt();
  return (
    <BoardState
      locked
      quiet
      title={t.secretRefused}
      hint={
        isLoggedIn ? (
          t.secretRefusedMember
        ) : (
          <>
            {t.secretRefusedHint}{' '}
            <button type="button" className={shared.textLink} onClick={() => signIn.ask()}>
              {t.loginLink}
            </button>
          </>
        )
      }
    />
  );
}

function Post({ post }: { post: QnaDetail }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const remove = useDeleteQnaPost();
  const [confirming, setConfirming] = useState(false);

  const confirmRemove = () =>
    remove.mutate(post.id, {
      onSuccess: () => {
        notify(t.postRemoved);
        navigate('/service/qna', { replace: true });
      },
      onError: (error) => {
        setConfirming(false);
        notify(error.message, 'alert');
      },
    });

  return (
    <article className={`${shared.page} ${shared.narrow}`} aria-labelledby="post-title">
      <header className={styles.header}>
        <p className={shared.eyebrow}>
          <Link to="/service/qna">Q&amp;A</Link>
        </p>
        <div className={styles.titleRow}>
          <h1 id="post-title" className={shared.title}>
            {post.is_secret && <SecretLock size={20} className={styles.lock} />}
            {post.title}
          </h1>
          {post.is_mine && (
            <OwnerMenu
              label={t.postMenu}
              onEdit={() => navigate(`/service/write/${post.id}`)}
              onRemove={() => setConfirming(true)}
            />
          )}
        </div>
        <p className={styles.meta}>
          <span className={styles.writer}>{post.writer}</span>
          <RelativeTime iso={post.created_at} />
          <span>{t.views(post.view_count)}</span>
          {post.has_answer && <span className={styles.answered}>{t.answered}</span>}
        </p>
      </header>

      <SafeHtml html={post.payload} className={styles.body} />
      <PrivacyNote masked={post.privacy_masked} />

      {post.image_urls.length > 0 && (
        <section aria-label={t.attachedImages} className={styles.images}>
          {post.image_urls.map((url, i) => (
            <a key={url} href={url} target="_blank" rel="noreferrer" className={styles.imageLink}>
              <img src={url} alt={t.imageAlt(i + 1)} loading="lazy" decoding="async" />
            </a>
          ))}
        </section>
      )}

      <CommentsSection qnaId={post.id} />

      <BackToList />

      <ConfirmRemove
        open={confirming}
        message={t.confirmRemovePost}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setConfirming(false)}
      />
    </article>
  );
}
