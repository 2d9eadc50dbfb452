import { brand } from '@shop/contract/brand';
import { Search, User } from 'lucide-react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../shared/auth/auth-context';
import { useSignInPrompt } from '../../shared/auth/sign-in-prompt';
import { CartLink } from './cart-link';
import styles from './desktop-header.module.css';
import { Logo } from './logo';
import { MenuButton } from './menu-button';
import { shopCategories } from './menu-entries';

/**
 * Fixed header: the menu button and the shop's categories, the logo to /, then search, account
 * and the cart with its count. See-through over the home video until the page scrolls.
 */
export function DesktopHeader({ onOpenMenu, atTop }: { onOpenMenu: () => void; atTop: boolean }) {
  const overVideo = useLocation().pathname === '/' && atTop;
  return (
    <header className={`${styles.header} ${overVideo ? styles.overVideo : ''}`}>
      <div className={styles.start}>
        <MenuButton className={styles.iconButton} onOpen={onOpenMenu} size={24} />
        <nav className={styles.categories} aria-label="카테고리">
          {shopCategories.map((entry) => (
            <NavLink key={entry.to} to={entry.to} end>
              {entry.label}
            </NavLink>
          ))}
        </nav>
      </div>
      <Link to="/" className={styles.logo} aria-label={`${brand.name} 홈`}>
        <Logo light={overVideo} height={overVideo ? 20 : 18} />
      </Link>
      <div className={styles.end}>
        <HeaderActions className={styles.iconButton} />
      </div>
    </header>
  );
}

/** Search (the product list for now), account (My Page, or the login dialog) and the cart. */
function HeaderActions({ className }: { className?: string | undefined }) {
  const auth = useAuth();
  const signIn = useSignInPrompt();
  const navigate = useNavigate();
  return (
    <>
      <Link to="/products" className={className} aria-label="상품 검색">
        <Search size={22} strokeWidth={1.5} aria-hidden />
      </Link>
      {auth.isLoggedIn ? (
        <Link to="/mypage" className={className} aria-label="마이페이지">
          <User size={22} strokeWidth={1.5} aria-hidden />
        </Link>
      ) : (
        <button
          type="button"
          className={className}
          aria-label="로그인"
          onClick={() => signIn.ask({ afterSignIn: () => navigate('/mypage') })}
        >
          <User size={22} strokeWidth={1.5} aria-hidden />
        </button>
      )}
      <CartLink className={className} />
    </>
  );
}
