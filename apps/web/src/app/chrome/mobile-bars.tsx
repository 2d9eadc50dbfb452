import { brand } from '@shop/contract/brand';
import { Home, LayoutGrid, type LucideIcon, Search, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCartCount } from '../../features/cart/use-cart-count';
import { Link, NavLink } from '../../shared/routing';
import { CartIcon, CartLink, cartLabel } from './cart-link';
import { HeaderButton, type HeaderProps, useOverVideo } from './header-buttons';
import { Logo } from './logo';
import styles from './mobile-bars.module.css';

/** The top bar: menu, logo, search and cart; hides while scrolling down, back on scrolling up. */
export function MobileTopBar({
  onOpenMenu,
  onOpenSearch,
  hidden,
  atTop,
}: HeaderProps & { hidden: boolean }) {
  const overVideo = useOverVideo(atTop);
  return (
    <header
      className={`${styles.top} ${hidden ? styles.topHidden : ''} ${overVideo ? styles.overVideo : ''}`}
    >
      <HeaderButton kind="menu" className={styles.iconButton} onOpen={onOpenMenu} size={22} />
      <Link to="/" aria-label={`${brand.name} 홈`} className={styles.logo}>
        <Logo height={15} light={overVideo} />
      </Link>
      <div className={styles.actions}>
        <HeaderButton kind="search" className={styles.iconButton} onOpen={onOpenSearch} size={21} />
        <CartLink className={styles.iconButton} />
      </div>
    </header>
  );
}

function TabLink({
  to,
  icon: Icon,
  label,
  end,
  children,
  ariaLabel,
}: {
  to: string;
  icon?: LucideIcon;
  label: string;
  end?: boolean;
  children?: ReactNode;
  ariaLabel?: string;
}) {
  return (
    <NavLink to={to} end={end} className={styles.item} aria-label={ariaLabel}>
      {Icon ? <Icon size={21} strokeWidth={1.5} aria-hidden /> : children}
      <span aria-hidden={ariaLabel ? true : undefined}>{label}</span>
    </NavLink>
  );
}

/** 홈 / 카테고리 (opens the menu and its category tree) / 검색 (the search screen) / 장바구니 / 마이. */
export function MobileTabBar({
  onOpenMenu,
  onOpenSearch,
}: {
  onOpenMenu: () => void;
  onOpenSearch: () => void;
}) {
  const count = useCartCount();
  return (
    <nav className={styles.bottom} aria-label="하단 메뉴">
      <TabLink to="/" icon={Home} label="홈" end />
      <button type="button" className={styles.item} aria-controls="main-menu" onClick={onOpenMenu}>
        <LayoutGrid size={21} strokeWidth={1.5} aria-hidden />
        <span>카테고리</span>
      </button>
      <button type="button" className={styles.item} aria-haspopup="dialog" onClick={onOpenSearch}>
        <Search size={21} strokeWidth={1.5} aria-hidden />
        <span>검색</span>
      </button>
      <TabLink to="/cart" label="장바구니" ariaLabel={cartLabel(count)}>
        <CartIcon count={count} size={21} />
      </TabLink>
      <TabLink to="/mypage" icon={User} label="마이" />
    </nav>
  );
}
