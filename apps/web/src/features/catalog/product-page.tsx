import { isOnSale } from '@shop/contract/drop-clock';
import { formatWon } from '@shop/contract/format';
import type { ItemDetail } from '@shop/contract/items';
import type { ItemOrderState } from '@shop/contract/order-handoff';
import { type ReactNode, useEffect, useState } from 'react';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { Link, useNavigate, useParams } from '../../shared/routing';
import { Button } from '../../shared/ui/button';
import { LabelledSection, SectionHeading } from '../../shared/ui/labelled-section';
import { useNotify } from '../../shared/ui/notify';
import { SizeChart } from '../fit';
import { RestockOffer } from '../restock';
import { ProductReviews, ReviewRatingLink, usePrefetchReviewSummary } from '../reviews';
import { WishButton } from '../wishlist';
import { AddedSheet } from './added-sheet';
import { useAddToCart } from './cart-create-api';
import { catalogText as t } from './catalog-text';
import { DropCountdown } from './drop-countdown';
import { GALLERY_SIZES } from './image-sizes';
import { isNotFound, useItem } from './item-api';
import { OptionPicker } from './option-picker';
import { cartLines, type OptionRow, selectOption, visibleRows } from './option-rows';
import { ProductGallery } from './product-gallery';
import { ProductImage } from './product-image';
import styles from './product-page.module.css';
import { ProductSections } from './product-sections';
import { useProductView } from './product-view';
import { recentStore } from './recent-store';
import { RecentlyViewed } from './recent-strip';

/** /product/:id (docs/api.md#pages-and-menu): a loading line, a Korean not-found page, or the product. */
export function ProductPage() {
  const { id } = useParams();
  const itemId = Number(id);
  if (!Number.isInteger(itemId) || itemId <= 0) return <ProductNotFound />;
  return <ProductLoader key={itemId} id={itemId} />;
}

function ProductLoader({ id }: { id: number }) {
  const item = useItem(id);
  // The rating line under the price reads it: asked alongside the product, not after it.
  usePrefetchReviewSummary(id);
  useProductView(id, item.data !== undefined);
  if (item.isPending) return <ProductLoading />;
  if (item.isError) {
    if (isNotFound(item.error)) return <ProductNotFound />;
    return (
      <ProductMessage
        title={t.detailError}
        text={item.error.message}
        action={
          <Button variant="secondary" onClick={() => item.refetch()} loading={item.isFetching}>
            {t.retry}
          </Button>
        }
      />
    );
  }
  return <ProductDetail item={item.data} />;
}

function ProductLoading() {
  usePageTitle();
  return (
    <div className={styles.loading}>
      <p role="status">{t.loading}</p>
    </div>
  );
}

function ProductNotFound() {
  usePageTitle(t.notFound);
  return (
    <ProductMessage
      title={t.notFound}
      text={t.notFoundHint}
      action={
        <Link to="/products" className={styles.messageLink}>
          {t.backToList}
        </Link>
      }
    />
  );
}

function ProductMessage({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <section className={styles.message}>
      <h1 className={styles.messageTitle}>{title}</h1>
      <p className={styles.messageText}>{text}</p>
      {action}
    </section>
  );
}

/** One of the purchase cell's layers: a hidden one keeps its space but cannot be seen or reached. */
function PurchaseLayer({ shown, children }: { shown: boolean; children: ReactNode }) {
  return (
    <div className={shown ? styles.layer : styles.layerHidden} aria-hidden={!shown} inert={!shown}>
      {children}
    </div>
  );
}

function ProductDetail({ item }: { item: ItemDetail }) {
  usePageTitle(item.name);
  const notify = useNotify();
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const [rows, setRows] = useState<OptionRow[]>([]);
  const soldOut = Object.values(item.options).every((stock) => stock <= 0);
  const opensAt = item.sale_starts_at;
  const [onSale, setOnSale] = useState(() => isOnSale(opensAt));
  const [added, setAdded] = useState(false);
  useEffect(() => recentStore.viewed(item.item_id), [item.item_id]);

  /** The chosen options as cart lines; without one, said once where the shopper looks. */
  function chosenLines() {
    const lines = cartLines(rows);
    if (lines.length === 0) {
      notify(t.selectOption, 'alert');
      return undefined;
    }
    return lines;
  }

  /** Anyone can fill a cart: before signing in, it is this browser's (moved in on sign-in). */
  function onAddToCart() {
    const lines = chosenLines();
    if (!lines) return;
    addToCart.mutate(
      { item_id: item.item_id, options: lines },
      {
        onSuccess: () => {
          setAdded(true);
          setRows([]);
        },
        onError: (error) => notify(error.message, 'alert'),
      },
    );
  }

  /** The size 내 옷과 비교 recommended, put in the picker as if chosen there. */
  function onChooseOption(option: string) {
    setRows((current) => selectOption(current, option, item.options));
    notify(t.optionChosen(option));
  }

  /** To the order sheet with the chosen lines; a guest chooses there to sign in or not. */
  function onBuyNow() {
    if (!chosenLines()) return;
    const state: ItemOrderState = {
      type: 'item',
      lines: visibleRows(rows).map((row) => ({
        item_id: item.item_id,
        option: row.option,
        quantity: row.quantity,
        unit_price: item.price,
        item_name: item.name,
        image_url: item.image_urls[0] ?? '',
      })),
    };
    navigate('/order', { state });
  }

  return (
    <article className={styles.page}>
      <div className={styles.top}>
        <div className={styles.galleryColumn}>
          <ProductGallery name={item.name} images={item.image_urls} />
        </div>

        <div className={styles.info}>
          <nav className={styles.crumbs} aria-label="이동 경로">
            <Link to="/products">{t.listHeading}</Link>
          </nav>
          <h1 className={styles.name}>{item.name}</h1>
          <p className={styles.price}>
            {formatWon(item.price)}
            {soldOut && <span className={styles.soldOut}>{t.soldOut}</span>}
          </p>
          <ReviewRatingLink itemId={item.item_id} className={styles.rating} />
          {item.max_per_member !== null && (
            <p className={styles.limit}>{t.perMember(item.max_per_member)}</p>
          )}

          <div className={styles.folds}>
            <ProductSections menu={item.item_details_menu} />
            {item.measurements && (
              <SizeChart
                itemId={item.item_id}
                table={item.measurements}
                stocks={item.options}
                onChooseOption={onChooseOption}
                className={styles.sizeChart}
              />
            )}
          </div>

          <OptionPicker
            stocks={item.options}
            price={item.price}
            rows={rows}
            onChange={setRows}
            soldOut={
              <RestockOffer
                itemId={item.item_id}
                itemName={item.name}
                stocks={item.options}
                optionIds={item.option_ids}
              />
            }
          />

          {/* Countdown and buttons share one cell sized by the taller: opening moves nothing. */}
          <div className={styles.purchase}>
            <WishButton
              itemId={item.item_id}
              itemName={item.name}
              variant="page"
              className={styles.wish}
            />
            {opensAt !== null && (
              <PurchaseLayer shown={!onSale}>
                <DropCountdown opensAt={opensAt} onOpen={() => setOnSale(true)} />
              </PurchaseLayer>
            )}
            <PurchaseLayer shown={onSale}>
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  block
                  onClick={() => onAddToCart()}
                  loading={addToCart.isPending}
                >
                  {t.addToCart}
                </Button>
                <Button block onClick={() => onBuyNow()}>
                  {t.buyNow}
                </Button>
              </div>
            </PurchaseLayer>
          </div>
        </div>
      </div>

      <AddedSheet open={added} onClose={() => setAdded(false)} />

      <LabelledSection id="product-description" className={styles.more}>
        <SectionHeading className={styles.moreHeading}>{t.descriptionHeading}</SectionHeading>
        <p className={styles.description}>{item.description}</p>
        <ul className={styles.stack} aria-label={t.moreImages}>
          {item.image_urls.map((src, i) => (
            <li key={src}>
              <ProductImage
                sizes={GALLERY_SIZES}
                src={src}
                alt={t.imageAlt(item.name, i + 1)}
                loading="lazy"
                className={styles.stackImage}
              />
            </li>
          ))}
        </ul>
      </LabelledSection>

      <ProductReviews itemId={item.item_id} className={styles.reviews} />

      <RecentlyViewed excludeId={item.item_id} className={styles.recent} />
    </article>
  );
}
