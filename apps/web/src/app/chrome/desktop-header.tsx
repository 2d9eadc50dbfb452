import { brand } from '@shop/contract/brand';
import { User } from 'lucide-react';
import { listHref, useCategories } from '../../features/catalog';
import { useAuth } from '../../shared/auth/auth-context';
import { useSignInPrompt } from '../../shared/auth/sign-in-prompt';
import { Link, useLocation, useNavigate, useSearchParams } from '../../shared/routing';
import { IconOnlyButton } from '../../shared/ui/icon-only-button';
import { CartLink } from './cart-link';
import styles from './desktop-header.module.css';
import { HeaderButton, type HeaderProps, useOverVideo } from './header-buttons';
import { Logo } from './logo';
import { allProductsEntry } from './menu-entries';

/**
 * Fixed header: the menu button and the shop's categories, the logo to /, then search, account
 * and the cart with its count. See-through over the home video until the page scrolls.
 */
export function DesktopHeader({ onOpenMenu, onOpenSearch, atTop }: HeaderProps) {
  const overVideo = useOverVideo(atTop);
  return (
    <header className={`${styles.header} ${overVideo ? styles.overVideo : ''}`}>
      <div className={styles.start}>
        <HeaderButton kind="menu" className={styles.iconButton} onOpen={onOpenMenu} size={24} />
        <HeaderCategories />
      </div>
      <Link to="/" className={styles.logo} aria-label={`${brand.name} 홈`}>
        <Logo light={overVideo} height={overVideo ? 20 : 18} />
      </Link>
      <div className={styles.end}>
        <HeaderActions className={styles.iconButton} onOpenSearch={onOpenSearch} />
      </div>
    </header>
  );
}

/** SHOP, then the top categories; the one the list shows is marked. */
function HeaderCategories() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const tree = useCategories().data ?? [];
  const onList = pathname === '/products';
  const shown = onList ? (search.get('category') ?? '') : null;
  const currentTop = tree.find(
    (top) => top.slug === shown || top.children.some((c) => c.slug === shown),
  )?.slug;
  return (
    <nav className={styles.categories} aria-label="카테고리">
      <Link
        to={allProductsEntry.to}
        aria-current={onList && !shown && !search.get('q') ? 'page' : undefined}
      >
        {allProductsEntry.label}
      </Link>
      {tree.map((top) => (
        <Link
          key={top.slug}
          to={listHref({ category: top.slug })}
          className={styles.topCategory}
          aria-current={top.slug === currentTop ? 'page' : undefined}
        >
          {top.name}
        </Link>
      ))}
    </nav>
  );
}

/** Search (the search screen), account (My Page, or the login dialog) and the cart. */
function HeaderActions({
  className,
  onOpenSearch,
}: {
  className?: string | undefined;
  onOpenSearch: () => void;
}) {
  const auth = useAuth();
  const signIn = useSignInPrompt();
  const navigate = useNavigate();
  return (
    <>
      <HeaderButton kind="search" className={className} onOpen={onOpenSearch} size={22} />
      {auth.isLoggedIn ? (
        <Link to="/mypage" className={className} aria-label="마이페이지">
          <User size={22} strokeWidth={1.5} aria-hidden />
        </Link>
      ) : (
        <IconOnlyButton
          label="로그인"
          icon={User}
          size={22}
          className={className}
          onClick={() => signIn.ask({ afterSignIn: () => navigate('/mypage') })}
        />
      )}
      <CartLink className={className} />
    </>
  );
}
