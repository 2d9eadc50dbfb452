import { type OAuthProvider, oauthAuthorizeResponseSchema } from '@shop/contract/oauth';
import { useState } from 'react';
import { api } from '../../shared/api/http';
import { useNotify } from '../../shared/ui/notify';
import styles from './social-buttons.module.css';

const labels: Record<OAuthProvider, string> = {
  kakao: '카카오로 로그인',
  naver: '네이버로 로그인',
};

/** Starts a Kakao or Naver sign-in: the server gives the address and state, the browser goes. */
export function SocialButtons() {
  const notify = useNotify();
  const [busy, setBusy] = useState<OAuthProvider | null>(null);

  async function start(provider: OAuthProvider) {
    setBusy(provider);
    try {
      const { url } = await api(`/v1/oauth/${provider}/authorize`, {
        schema: oauthAuthorizeResponseSchema,
      });
      window.location.assign(url);
    } catch (error) {
      setBusy(null);
      notify(error instanceof Error ? error.message : String(error), 'alert');
    }
  }

  return (
    <div className={styles.row}>
      {(['kakao', 'naver'] as const).map((provider) => (
        <button
          key={provider}
          type="button"
          className={`${styles.button} ${styles[provider]}`}
          onClick={() => start(provider)}
          disabled={busy !== null}
          aria-busy={busy === provider || undefined}
        >
          {labels[provider]}
        </button>
      ))}
    </div>
  );
}
