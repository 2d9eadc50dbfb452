import type { QnaDetail } from '@shop/contract/qna';
import { Lock } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { refusal } from '../../shared/api/errors';
import { useAuth } from '../../shared/auth/auth-context';
import { useAskSignInOnce, useSignInPrompt } from '../../shared/auth/sign-in-prompt';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { LazyRichTextEditor } from '../../shared/rich-text/lazy-rich-text-editor';
import { isRichTextEmpty } from '../../shared/rich-text/rich-text-value';
import { Link, useNavigate, useParams } from '../../shared/routing';
import { FormButtons } from '../../shared/ui/form-buttons';
import { useNotify } from '../../shared/ui/notify';
import { AttachmentPicker } from './attachment-picker';
import { addAttachments, removeAttachment } from './attachments';
import shared from './community.module.css';
import { communityText as t } from './community-text';
import { BoardState, LoadingLine } from './page-states';
import { useQnaPost } from './qna-post-api';
import { useCreateQnaPost, useUpdateQnaPost } from './qna-write-api';
import { TitleField } from './title-field';
import styles from './write-page.module.css';

/** /service/write and /service/write/{id}: a new Q&A post, or the writer's edit of one. */
export function WritePage() {
  const { id } = useParams();
  const auth = useAuth();
  const signIn = useSignInPrompt();
  usePageTitle(id ? t.editTitle : t.writeTitle);
  useAskSignInOnce(auth.status === 'out', t.loginToWrite);

  if (auth.status === 'restoring') {
    return <LoadingLine>{t.postLoading}</LoadingLine>;
  }
  if (!auth.isLoggedIn) {
    return (
      <BoardState
        quiet
        locked
        title={t.loginRequired}
        hint={t.loginToWrite}
        action={{ label: t.loginLink, onClick: () => signIn.ask({ reason: t.loginToWrite }) }}
      />
    );
  }
  return id ? <EditLoader id={Number(id)} /> : <WriteForm />;
}

function EditLoader({ id }: { id: number }) {
  const post = useQnaPost(id);
  if (post.isPending) {
    return <LoadingLine>{t.postLoading}</LoadingLine>;
  }
  if (post.isError || !post.data.is_mine) {
    const status = refusal(post.error);
    return (
      <BoardState
        title={
          post.data
            ? t.notWriter
            : status === 404
              ? t.notFound
              : status === 403
                ? t.secretRefused
                : t.postError
        }
      />
    );
  }
  return <WriteForm post={post.data} />;
}

function WriteForm({ post }: { post?: QnaDetail }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const create = useCreateQnaPost();
  const update = useUpdateQnaPost();
  const [title, setTitle] = useState(post?.title ?? '');
  const [payload, setPayload] = useState(post?.payload ?? '');
  const [secret, setSecret] = useState(post?.is_secret ?? false);
  const [files, setFiles] = useState<File[]>([]);
  const [kept, setKept] = useState<string[]>(post?.image_urls ?? []);
  const [problems, setProblems] = useState<string[]>([]);
  const [errors, setErrors] = useState<{
    title?: string | undefined;
    payload?: string | undefined;
  }>({});
  const titleInput = useRef<HTMLInputElement>(null);
  const busy = create.isPending || update.isPending;

  /** docs/api.md#form-checks: a title, then content; the first problem is focused. */
  function check() {
    const found = {
      title: title.trim() ? undefined : t.titleRequired,
      payload: isRichTextEmpty(payload) ? t.contentRequired : undefined,
    };
    setErrors(found);
    const first = found.title ?? found.payload;
    // Each problem is said once, under its field; focus takes the shopper to the first.
    if (first) {
      if (found.title) titleInput.current?.focus();
      else document.querySelector<HTMLElement>('#qna-content [contenteditable]')?.focus();
    }
    return !first;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !check()) return;
    const request = { title: title.trim(), payload, is_secret: secret };
    const onError = (error: Error) => notify(error.message, 'alert');
    if (post) {
      update.mutate(
        { id: post.id, request: { ...request, keep_image_urls: kept }, files },
        {
          onSuccess: (saved) => {
            notify(t.updated);
            navigate(`/service/contents/${saved.id}`, { replace: true });
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { request, files },
        {
          onSuccess: (saved) => {
            notify(t.registered);
            navigate(`/service/contents/${saved.id}`, { replace: true });
          },
          onError,
        },
      );
    }
  };

  return (
    <div className={`${shared.page} ${shared.narrow}`}>
      <header className={shared.header}>
        <p className={shared.eyebrow}>
          <Link to="/service/qna">Q&amp;A</Link>
        </p>
        <h1 className={shared.title}>{post ? t.editTitle : t.writeTitle}</h1>
        <p className={shared.lead}>{t.writeLead}</p>
      </header>

      <form className={styles.form} onSubmit={submit} noValidate>
        <label className={styles.secret}>
          <input
            type="checkbox"
            role="switch"
            aria-checked={secret}
            checked={secret}
            onChange={(e) => setSecret(e.target.checked)}
            aria-describedby="qna-secret-hint"
          />
          <span className={styles.switch} aria-hidden />
          <span className={styles.secretText}>
            <span className={styles.secretLabel}>
              <Lock size={14} strokeWidth={1.75} aria-hidden />
              {t.secretToggle}
            </span>
            <span id="qna-secret-hint" className={styles.hint}>
              {t.secretHint}
            </span>
          </span>
        </label>

        <TitleField
          ref={titleInput}
          value={title}
          error={errors.title}
          onChange={(next) => {
            setTitle(next);
            if (next.trim()) setErrors((e) => ({ ...e, title: undefined }));
          }}
        />

        <div className={styles.content} id="qna-content">
          <span id="qna-content-label" className={styles.label}>
            {t.contentLabel}
          </span>
          <LazyRichTextEditor
            value={payload}
            onChange={(html) => {
              setPayload(html);
              if (!isRichTextEmpty(html)) setErrors((e) => ({ ...e, payload: undefined }));
            }}
            label={t.contentLabel}
            labelledBy="qna-content-label"
            describedBy={errors.payload ? 'qna-content-error' : undefined}
            invalid={Boolean(errors.payload)}
            placeholder={t.contentPlaceholder}
          />
          {errors.payload && (
            <p id="qna-content-error" className={styles.error}>
              {errors.payload}
            </p>
          )}
        </div>

        <AttachmentPicker
          files={files}
          kept={kept}
          problems={problems}
          onAdd={(chosen) => {
            const next = addAttachments(files, chosen, kept.length);
            setFiles(next.files);
            setProblems(next.problems);
          }}
          onRemoveFile={(name) => {
            setFiles(removeAttachment(files, name));
            setProblems([]);
          }}
          onRemoveKept={(url) => {
            setKept(kept.filter((u) => u !== url));
            setProblems([]);
          }}
        />

        <FormButtons
          className={styles.actions}
          cancelLabel={t.cancel}
          onCancel={() => navigate(-1)}
          submitLabel={post ? t.save : t.submit}
          pending={busy}
        />
      </form>
    </div>
  );
}
