import type { OAuthLoginAnswer } from '@shop/contract/oauth';
import {
  needsSocialSignup,
  OAUTH_PROVIDERS,
  type OAuthProvider,
  oauthMessages,
} from '@shop/contract/oauth-messages';
import { useEffect, useRef } from 'react';
import { api } from '../../shared/api/http';
import { useAuth } from '../../shared/auth/auth-context';
import { authText } from '../../shared/auth/messages';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { Link, useNavigate, useSearchParams } from '../../shared/routing';
import { useNotify } from '../../shared/ui/notify';
import styles from './home-page.module.css';
import { BannerSection, CollectionSection, LatestNoticeSection } from './home-sections';
import { homeText as t } from './home-text';

const homeMenu = [
  { label: 'ABOUT', to: '/about' },
  { label: 'COLLECTION', to: '/collection' },
  { label: 'PRODUCT', to: '/products' },
  { label: 'NOTICE', to: '/service/notices' },
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
    api<OAuthLoginAnswer>(`/v1/oauth/${provider}/login`, {
      method: 'POST',
      body: { code, state },
    })
      .then(async (answer) => {
        // A first sign-in: the account waits for the shopper's consent on /signup.
        if (needsSocialSignup(answer)) {
          navigate('/signup', { replace: true, state: { social: answer } });
          return;
        }
        await auth.loginWithTokens(answer.access_token, answer.secret_token);
        notify(authText.loggedIn);
        done();
      })
      .catch((error: unknown) => {
        notify(error instanceof Error ? error.message : String(error), 'alert');
        done();
      });
  }, [params, navigate, auth, notify]);
}

/**
 * /: the intro video (a box of fixed height: nothing moves when it or its poster arrives), the
 * current collection, the back office's banner and the latest notice.
 */
export function HomePage() {
  usePageTitle();
  useSocialReturn();
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-heading">
        <h1 id="home-heading" className="visually-hidden">
          {t.heading}
        </h1>
        <Link to="/products" className={styles.videoLink} aria-label={t.toProducts} tabIndex={-1}>
          <video
            className={styles.video}
            src="/media/intro.mp4"
            poster="/media/intro-poster.jpg"
            width={720}
            height={1280}
            autoPlay
            muted
            loop
            playsInline
            preload="metadata"
            aria-hidden
          />
        </Link>
        <nav className={styles.nav} aria-label={t.menu}>
          {homeMenu.map((entry) => (
            <Link key={entry.to} to={entry.to}>
              {entry.label}
            </Link>
          ))}
        </nav>
      </section>
      <CollectionSection />
      <BannerSection />
      <LatestNoticeSection />
    </>
  );
}
