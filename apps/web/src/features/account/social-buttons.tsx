import type { OAuthAuthorizeResponse, OAuthProvider } from '@shop/contract/oauth';
import { useState } from 'react';
import { api } from '../../shared/api/http';
import { useNotify } from '../../shared/ui/notify';
import styles from './social-buttons.module.css';

const labels: Record<OAuthProvider, string> = {
  kakao: '카카오 로그인',
  naver: '네이버 로그인',
};

/** Kakao's symbol: a black speech bubble (drawn here after the provider's design guide). */
function KakaoSymbol() {
  return (
    <svg viewBox="0 0 18 18" width="18" height="18" aria-hidden focusable="false">
      <path
        fill="#000"
        d="M9 1.8c-4.4 0-8 2.8-8 6.3 0 2.2 1.5 4.2 3.7 5.3l-.9 3.3c-.1.3.3.6.6.4l3.9-2.6c.2 0 .5.1.7.1 4.4 0 8-2.8 8-6.5S13.4 1.8 9 1.8z"
      />
    </svg>
  );
}

/** Naver's symbol: a white N (drawn here after the provider's design guide). */
function NaverSymbol() {
  return (
    <svg viewBox="0 0 18 18" width="16" height="16" aria-hidden focusable="false">
      <path fill="#fff" d="M11.4 9.6 6.4 2.5H2.5v13h4.1V8.4l5 7.1h3.9v-13h-4.1z" />
    </svg>
  );
}

const symbols: Record<OAuthProvider, () => React.JSX.Element> = {
  kakao: KakaoSymbol,
  naver: NaverSymbol,
};

/** Starts a Kakao or Naver sign-in: the server gives the address and state, the browser goes. */
export function SocialButtons() {
  const notify = useNotify();
  const [busy, setBusy] = useState<OAuthProvider | null>(null);

  async function start(provider: OAuthProvider) {
    setBusy(provider);
    try {
      const { url } = await api<OAuthAuthorizeResponse>(`/v1/oauth/${provider}/authorize`);
      window.location.assign(url);
    } catch (error) {
      setBusy(null);
      notify(error instanceof Error ? error.message : String(error), 'alert');
    }
  }

  return (
    <div className={styles.row}>
      {(['kakao', 'naver'] as const).map((provider) => {
        const Mark = symbols[provider];
        return (
          <button
            key={provider}
            type="button"
            className={`${styles.button} ${styles[provider]}`}
            onClick={() => start(provider)}
            disabled={busy !== null}
            aria-busy={busy === provider || undefined}
          >
            <span className={styles.symbol}>
              <Mark />
            </span>
            {labels[provider]}
          </button>
        );
      })}
    </div>
  );
}
