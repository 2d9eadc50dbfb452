import { Navigate } from 'react-router';
import { useIsMobile } from '../../shared/hooks/use-media-query';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { PageHeader } from '../../shared/ui/page-header';
import { MemberOnly } from './member-only';
import { mypageText } from './messages';
import { MobileCart } from './mobile-cart';
import styles from './mypage.module.css';

const t = mypageText.cart;

/** /cart: the mobile cart page; on desktop the cart lives at /mypage#cart. */
export function CartPage() {
  usePageTitle(t.pageTitle);
  const isMobile = useIsMobile();
  if (!isMobile) return <Navigate to={{ pathname: '/mypage', hash: '#cart' }} replace />;
  return (
    <section className={styles.page}>
      <PageHeader eyebrow="CART" title={t.title} />
      <MemberOnly>{() => <MobileCart />}</MemberOnly>
    </section>
  );
}
