import { formatWon } from '@shop/contract/format';
import type { MyReviews } from '@shop/contract/reviews';
import type { UserInfo } from '@shop/contract/users';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { AddressBook } from '../../shared/address/address-book';
import { api } from '../../shared/api/http';
import { reviewKeys } from '../../shared/api/query-keys';
import { useAuth } from '../../shared/auth/auth-context';
import { MemberOnly } from '../../shared/auth/member-only';
import { useIsMobile } from '../../shared/hooks/use-media-query';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { useScrollToHash } from '../../shared/hooks/use-scroll-to-hash';
import { Link } from '../../shared/routing';
import { LabelledSection, SectionHeading } from '../../shared/ui/labelled-section';
import { PageHeader } from '../../shared/ui/page-header';
import { useCartCount } from '../cart';
import { RecentlyViewed } from '../catalog';
import { CouponLists, useMyCoupons } from '../coupons';
import { OrderStatusBlock, orderText, useOrders } from '../orders';
import { useUsablePoints } from '../points';
import { MyRestockAlerts } from '../restock';
import { useWishlistCount } from '../wishlist';
import { mypageText as t } from './messages';
import styles from './mypage.module.css';
import { SignOutEverywhere } from './sign-out-everywhere';

const HASH_TARGETS = ['orderstatus'] as const;

/**
 * /mypage: the member's name, links to the cart, wishlist, points, reviews and coupons, orders;
 * the login dialog for visitors.
 */
export function MypagePage() {
  usePageTitle(t.title);
  const isMobile = useIsMobile();
  const { user } = useAuth();
  return (
    <div className={isMobile ? styles.page : styles.wide}>
      {!user && <PageHeader eyebrow={t.eyebrow} title={t.title} />}
      <MemberOnly>
        {(user) => (isMobile ? <MobileMypage user={user} /> : <DesktopMypage user={user} />)}
      </MemberOnly>
    </div>
  );
}

function Profile({ user }: { user: UserInfo }) {
  return (
    <PageHeader eyebrow={t.eyebrow} title={t.greeting(user.name)}>
      <p className={styles.nickname}>
        <span className={styles.muted}>{t.nickname}</span> {user.nickname}
      </p>
    </PageHeader>
  );
}

/** The orders by status; the address's #orderstatus scrolls to it. */
function OrderStatusSection() {
  return (
    <section
      id="orderstatus"
      tabIndex={-1}
      className={styles.block}
      aria-labelledby="orderstatus-heading"
    >
      <h2 id="orderstatus-heading" className={styles.blockTitle}>
        {orderText.title}
      </h2>
      <OrderStatusBlock />
    </section>
  );
}

/** A shortcut to a list of My Page's, with how many it holds ('–' while unknown). */
function CountShortcut({
  to,
  label,
  count,
  testId,
  className,
}: {
  to: string;
  label: string;
  count: string | undefined;
  testId: string;
  className?: string | undefined;
}) {
  return (
    <Link to={to} className={className}>
      {label}
      <strong data-testid={testId}>{count ?? '–'}</strong>
      <ChevronRight size={16} strokeWidth={1.5} aria-hidden />
    </Link>
  );
}

/**
 * How many delivered lines wait for a review: GET /v1/users/me/reviews under the key the reviews
 * page reads, so that opening it after My Page shows the lists at once.
 */
function useWritableReviews(): number | undefined {
  const reviews = useQuery({
    queryKey: reviewKeys.mine(),
    queryFn: () => api<MyReviews>('/v1/users/me/reviews', { auth: true }),
  });
  return reviews.data?.writable.length;
}

/**
 * The cart's, the wished products', the points' and the reviews' own pages, each with its count
 * or balance.
 */
function ListShortcuts({ className }: { className?: string | undefined }) {
  const lines = useCartCount();
  const wished = useWishlistCount();
  const points = useUsablePoints();
  const writable = useWritableReviews();
  const shortcuts = [
    {
      to: '/cart',
      label: t.cart,
      count: lines === undefined ? undefined : t.cartCount(lines),
      testId: 'cart-lines',
    },
    {
      to: '/mypage/wishlist',
      label: t.wishlist,
      count: wished === undefined ? undefined : t.wishlistCount(wished),
      testId: 'wishlist-count',
    },
    {
      to: '/mypage/points',
      label: t.points,
      count: points === undefined ? undefined : formatWon(points),
      testId: 'points-usable',
    },
    {
      to: '/mypage/reviews',
      label: t.reviews,
      count: writable === undefined ? undefined : t.reviewsWritable(writable),
      testId: 'reviews-writable',
    },
  ];
  return (
    <>
      {shortcuts.map((shortcut) => (
        <CountShortcut key={shortcut.to} {...shortcut} className={className} />
      ))}
    </>
  );
}

function DesktopMypage({ user }: { user: UserInfo }) {
  const coupons = useMyCoupons();
  const orders = useOrders('ORDER_PLACED');
  useScrollToHash(HASH_TARGETS, !orders.isPending);

  return (
    <>
      <div className={styles.top}>
        <Profile user={user} />
        <nav className={styles.shortcuts} aria-label={t.title}>
          <Link to="/edit" className={styles.shortcut}>
            {t.edit}
            <ChevronRight size={16} strokeWidth={1.5} aria-hidden />
          </Link>
          <ListShortcuts className={styles.shortcut} />
          <Link to="/coupon" className={styles.shortcut}>
            {t.coupons}
            <strong data-testid="coupon-count">
              {coupons.data ? t.couponCount(coupons.data.length) : '–'}
            </strong>
            <ChevronRight size={16} strokeWidth={1.5} aria-hidden />
          </Link>
        </nav>
      </div>

      <OrderStatusSection />
      <MypageFooter />
    </>
  );
}

function MobileMypage({ user }: { user: UserInfo }) {
  const orders = useOrders('ORDER_PLACED');
  useScrollToHash(HASH_TARGETS, !orders.isPending);
  return (
    <>
      <Profile user={user} />
      <Link to="/edit" className={`${styles.linkButton} ${styles.editButton}`}>
        {t.edit}
      </Link>
      <nav className={styles.mobileShortcuts} aria-label={t.title}>
        <ListShortcuts className={styles.shortcut} />
      </nav>

      <OrderStatusSection />

      <LabelledSection id="coupon-heading" className={styles.block}>
        <SectionHeading className={styles.blockTitle}>{t.coupons}</SectionHeading>
        <CouponLists headingLevel={3} />
      </LabelledSection>
      <MypageFooter />
    </>
  );
}

/**
 * What both layouts end with: the restock alerts asked for, recently viewed, the address book,
 * signing out everywhere, and the way to withdraw, small and last as shops place it.
 */
function MypageFooter() {
  return (
    <>
      <MyRestockAlerts className={styles.block} titleClassName={styles.blockTitle} />
      <RecentlyViewed showEmpty className={styles.block} />
      <div id="address" className={styles.block}>
        <AddressBook heading={t.address.title} />
      </div>
      <SignOutEverywhere />
      <p className={styles.withdraw}>
        <Link to="/mypage/withdraw">{t.withdraw}</Link>
      </p>
    </>
  );
}
