import {
  OAUTH_PROVIDERS,
  type OAuthLoginResponse,
  type OAuthProvider,
  oauthMessages,
} from '@shop/contract/oauth';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../shared/api/http';
import { useAuth } from '../../shared/auth/auth-context';
import { authText } from '../../shared/auth/messages';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { useNotify } from '../../shared/ui/notify';
import styles from './home-page.module.css';

const homeMenu = [
  { label: 'ABOUT', to: '/about' },
  { label: 'COLLECTION', to: '/collection' },
  { label: 'PRODUCT', to: '/products' },
  { label: 'NOTICE', to: '/service/notice' },
  { label: 'CONTACT', to: '/contact' },
];

/** Back from Kakao or Naver: /?provider=…&code=…&state=… finishes the sign-in once. */
function useSocialReturn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const notify = useNotify();
  const handled = useRef(false);

  useEffect(() => {
    const provider = OAUTH_PROVIDERS.find((p): p is OAuthProvider => p === params.get('provider'));
    if (!provider || handled.current) return;
    handled.current = true;
    const code = params.get('code');
    const state = params.get('state');
    const done = () => navigate('/', { replace: true });
    if (!code || !state) {
      notify(params.get('error') ? oauthMessages.cancelled : oauthMessages.providerFailed, 'alert');
      done();
      return;
    }
    api<OAuthLoginResponse>(`/v1/oauth/${provider}/login`, {
      method: 'POST',
      body: { code, state },
    })
      .then((tokens) => auth.loginWithTokens(tokens.access_token, tokens.secret_token))
      .then(() => notify(authText.loggedIn))
      .catch((error: unknown) =>
        notify(error instanceof Error ? error.message : String(error), 'alert'),
      )
      .finally(done);
  }, [params, navigate, auth, notify]);
}

export function HomePage() {
  usePageTitle();
  useSocialReturn();
  const navigate = useNavigate();
  return (
    <section className={styles.hero}>
      <button
        type="button"
        className={styles.videoButton}
        onClick={() => navigate('/products')}
        aria-label="상품 보러 가기"
      >
        <video
          className={styles.video}
          src="/media/intro.mp4"
          poster="/media/intro-poster.jpg"
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden
        />
      </button>
      <nav className={styles.nav} aria-label="홈 메뉴">
        {homeMenu.map((entry) => (
          <Link key={entry.to} to={entry.to}>
            {entry.label}
          </Link>
        ))}
      </nav>
    </section>
  );
}
