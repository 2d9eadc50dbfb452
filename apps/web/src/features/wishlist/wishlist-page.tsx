import { formatWon } from '@shop/contract/format';
import type { WishlistEntry } from '@shop/contract/wishlist';
import { MemberOnly } from '../../shared/auth/member-only';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { Link } from '../../shared/routing';
import { Button } from '../../shared/ui/button';
import { PageHeader } from '../../shared/ui/page-header';
import { PickOptionDialog } from '../cart';
import { ProductImage } from '../catalog';
import { wishlistText as t } from './messages';
import { useMoveToCart } from './use-move-to-cart';
import styles from './wishlist.module.css';
import { useSetWish, useWishlist } from './wishlist-api';

const THUMB_SIZES = '(max-width: 767px) 88px, 112px';

/** /mypage/wishlist: the member's wished products, newest first, to remove or move to the cart. */
export function WishlistPage() {
  usePageTitle(t.title);
  return (
    <div className={styles.page}>
      <MemberOnly reason={t.signInReason}>{() => <Wishlist />}</MemberOnly>
    </div>
  );
}

function Wishlist() {
  const list = useWishlist();
  const move = useMoveToCart();
  const count = list.data?.count;
  return (
    <>
      <nav className={styles.crumbs} aria-label="이동 경로">
        <Link to="/mypage">{t.backToMypage}</Link>
      </nav>
      <PageHeader
        eyebrow={t.eyebrow}
        title={t.title}
        lead={
          count === undefined ? undefined : (
            <span data-testid="wishlist-count">{t.count(count)}</span>
          )
        }
      />
      {list.isPending ? (
        <div className={styles.skeleton} aria-busy="true">
          <p role="status" className="visually-hidden">
            {t.loading}
          </p>
          <span aria-hidden />
          <span aria-hidden />
        </div>
      ) : list.isError ? (
        <div className={styles.empty}>
          <p>{t.loadError}</p>
          <Button variant="secondary" onClick={() => list.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : list.data.items.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t.empty}</p>
          <p className={styles.muted}>{t.emptyHint}</p>
          <Link to="/products" className={styles.browse}>
            {t.browse}
          </Link>
        </div>
      ) : (
        <ul className={styles.lines}>
          {list.data.items.map((item) => (
            <WishRow
              key={item.id}
              item={item}
              moving={move.busyId === item.id}
              onMove={() => move.start(item)}
            />
          ))}
        </ul>
      )}
      {move.picking && (
        <PickOptionDialog
          itemId={move.picking.id}
          itemName={move.picking.name}
          onAdded={() => move.picking && move.moved(move.picking)}
          onClose={move.cancel}
        />
      )}
    </>
  );
}

function WishRow({
  item,
  moving,
  onMove,
}: {
  item: WishlistEntry;
  moving: boolean;
  onMove: () => void;
}) {
  const remove = useSetWish();
  const upcoming = item.sale_starts_at !== null;
  const image = item.image_urls[0];
  return (
    <li className={styles.line}>
      <Link to={`/product/${item.id}`} className={styles.thumb} tabIndex={-1} aria-hidden>
        {image && <ProductImage src={image} sizes={THUMB_SIZES} alt="" loading="lazy" />}
      </Link>
      <div className={styles.info}>
        <Link to={`/product/${item.id}`} className={styles.name}>
          {item.name}
        </Link>
        <p className={styles.price}>
          {formatWon(item.price)}
          {item.is_sold_out && <span className={styles.soldOut}>{t.soldOut}</span>}
          {upcoming && <span className={styles.upcoming}>{t.upcoming}</span>}
        </p>
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          className={styles.action}
          aria-label={t.moveToCartOf(item.name)}
          disabled={item.is_sold_out || upcoming}
          loading={moving}
          onClick={onMove}
        >
          {t.moveToCart}
        </Button>
        <Button
          variant="ghost"
          className={styles.action}
          aria-label={t.removeOf(item.name)}
          onClick={() => remove.mutate({ itemId: item.id, wished: false })}
        >
          {t.remove}
        </Button>
      </div>
    </li>
  );
}
