import type { Banner } from '@shop/contract/banners';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../shared/routing';
import { ProductGrid, useItems } from '../catalog';
import { useNotices } from '../community';
import { useBanners } from './banner-api';
import styles from './home-sections.module.css';
import { homeText as t } from './home-text';

/** How many products the home page shows before "전체 보기": two rows on desktop. */
const HOME_PRODUCTS = 6;

/** The current collection: the newest products of the catalog. */
export function CollectionSection() {
  const items = useItems();
  if (items.isError || items.data?.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-collection">
      <header className={styles.head}>
        <div>
          <p className={styles.eyebrow}>{t.collectionEyebrow}</p>
          <h2 id="home-collection" className={styles.title}>
            {t.collectionTitle}
          </h2>
        </div>
        <MoreLink to="/products">{t.viewAll}</MoreLink>
      </header>
      <ProductGrid items={items.data?.slice(0, HOME_PRODUCTS)} eager={0} />
    </section>
  );
}

/** A link of the banner: the shop's own pages in the app, others in the same tab. */
function BannerLink({ banner, children }: { banner: Banner; children: React.ReactNode }) {
  if (banner.link_url.startsWith('/')) {
    return (
      <Link to={banner.link_url} className={styles.bannerLink}>
        {children}
      </Link>
    );
  }
  return (
    <a href={banner.link_url} className={styles.bannerLink} rel="noopener">
      {children}
    </a>
  );
}

/** The newest banner switched on in the back office; nothing when none is. */
export function BannerSection() {
  const banners = useBanners();
  const banner = banners.data?.[0];
  if (!banner) return null;
  return (
    <section className={styles.banner} aria-label={t.bannerLabel}>
      <BannerLink banner={banner}>
        <img
          src={banner.image_url}
          alt=""
          width={1600}
          height={640}
          loading="lazy"
          decoding="async"
          className={styles.bannerImage}
        />
        <span className={styles.bannerText}>
          <span className={styles.bannerTitle}>{banner.title}</span>
          <span className={styles.bannerCta}>
            {t.bannerCta}
            <ArrowRight size={16} strokeWidth={1.5} aria-hidden />
          </span>
        </span>
      </BannerLink>
    </section>
  );
}

/** The newest notice (pinned or not), with the way to all of them. */
export function LatestNoticeSection() {
  const notices = useNotices();
  const latest = notices.data?.reduce<(typeof notices.data)[number] | undefined>(
    (newest, n) => (!newest || n.created_at > newest.created_at ? n : newest),
    undefined,
  );
  if (!latest) return null;
  return (
    <section className={styles.notice} aria-labelledby="home-notice">
      <h2 id="home-notice" className={styles.noticeLabel}>
        {t.noticeLabel}
      </h2>
      <Link to={`/service/notice/${latest.notice_id}`} className={styles.noticeTitle}>
        {latest.title}
      </Link>
      <MoreLink to="/service/notices">{t.allNotices}</MoreLink>
    </section>
  );
}

/** A section's way to the whole of what it shows a few of. */
const MoreLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link to={to} className={styles.more}>
    {children}
    <ArrowRight size={16} strokeWidth={1.5} aria-hidden />
  </Link>
);
