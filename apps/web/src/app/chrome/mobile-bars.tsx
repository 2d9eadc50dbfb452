import {
  Home,
  LogIn,
  LogOut,
  type LucideIcon,
  MessageCircleQuestion,
  ShoppingBag,
  User,
} from 'lucide-react';
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

/** A tab of the bottom bar: its icon over its label. */
function Tab({
  to,
  icon: Icon,
  label,
  end,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  end?: boolean;
}) {
  return (
    <NavLink to={to} end={end} className={styles.item}>
      <Icon size={20} strokeWidth={1.5} aria-hidden />
      {label}
    </NavLink>
  );
}

/** FAQ, Home, Cart, Mypage (members) and Login or Logout. */
export function MobileBottomBar() {
  const auth = useAuth();
  return (
    <nav className={styles.bottom} aria-label="하단 메뉴">
      <Tab to="/service" icon={MessageCircleQuestion} label="FAQ" />
      <Tab to="/" icon={Home} label="HOME" end />
      {auth.isLoggedIn && (
        <>
          <Tab to="/cart" icon={ShoppingBag} label="CART" />
          <Tab to="/mypage" icon={User} label="MYPAGE" />
        </>
      )}
      {auth.isLoggedIn ? (
        <button type="button" className={styles.item} onClick={() => auth.logout()}>
          <LogOut size={20} strokeWidth={1.5} aria-hidden />
          LOGOUT
        </button>
      ) : (
        <Tab to="/login" icon={LogIn} label="LOGIN" />
      )}
    </nav>
  );
}
