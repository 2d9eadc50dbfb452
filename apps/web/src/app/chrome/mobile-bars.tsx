import { Home, LogIn, LogOut, MessageCircleQuestion, ShoppingBag, User } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth } from '../../shared/auth/auth-context';
import { Logo } from './logo';
import styles from './mobile-bars.module.css';

/** The top bar hides after 25px of scrolling down and comes back on scrolling up (docs/api.md#layout-constants). */
const HIDE_AFTER = 25;

export function MobileTopBar() {
  const onHome = useLocation().pathname === '/';
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > HIDE_AFTER && y > last.current);
      last.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <header
      className={`${styles.top} ${hidden ? styles.topHidden : ''} ${onHome ? styles.overVideo : ''}`}
    >
      <Link to="/" aria-label="홈으로" className={styles.logo}>
        <Logo height={16} light={onHome} />
      </Link>
    </header>
  );
}

/** FAQ, Home, Cart, Mypage (members) and Login or Logout. */
export function MobileBottomBar() {
  const auth = useAuth();
  return (
    <nav className={styles.bottom} aria-label="하단 메뉴">
      <NavLink to="/service" className={styles.item}>
        <MessageCircleQuestion size={20} strokeWidth={1.5} aria-hidden />
        FAQ
      </NavLink>
      <NavLink to="/" end className={styles.item}>
        <Home size={20} strokeWidth={1.5} aria-hidden />
        HOME
      </NavLink>
      {auth.isLoggedIn && (
        <>
          <NavLink to="/cart" className={styles.item}>
            <ShoppingBag size={20} strokeWidth={1.5} aria-hidden />
            CART
          </NavLink>
          <NavLink to="/mypage" className={styles.item}>
            <User size={20} strokeWidth={1.5} aria-hidden />
            MYPAGE
          </NavLink>
        </>
      )}
      {auth.isLoggedIn ? (
        <button type="button" className={styles.item} onClick={() => auth.logout()}>
          <LogOut size={20} strokeWidth={1.5} aria-hidden />
          LOGOUT
        </button>
      ) : (
        <NavLink to="/login" className={styles.item}>
          <LogIn size={20} strokeWidth={1.5} aria-hidden />
          LOGIN
        </NavLink>
      )}
    </nav>
  );
}
