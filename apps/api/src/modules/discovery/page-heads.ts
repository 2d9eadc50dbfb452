import { brand, pageTitle } from '@shop/contract/brand';
import { formatWon } from '@shop/contract/format';
import { CARD_SIZES, SHARE_IMAGE } from '@shop/contract/images';
import type { ItemDetail } from '@shop/contract/items';
import { matchShopPage } from '@shop/contract/pages';
import { escapeHtml } from '@shop/contract/text';
import type { PageMeta } from '../../plugins/page-meta';
import { type ItemService, productPageMeta } from '../catalog/service';
import type { NoticeService } from '../content/service';

export interface PageHeadDeps {
  items: Pick<ItemService, 'detail'>;
  notices: Pick<NoticeService, 'read'>;
  publicUrl: string;
  /** The brand's 1200×630 share image's URL (rendered on first use). */
  shareImage: () => Promise<string>;
  /** The first card's image of the product list as it opens (no search, no filter). */
  firstListImage: () => Promise<string | undefined>;
}

const SHOP_DESCRIPTION = `${brand.name} ${brand.koreanName} 공식 온라인 스토어. ${brand.tagline}.`;

const breadcrumbs = (trail: { name: string; url: string }[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: trail.map((step, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: step.name,
    item: step.url,
  })),
});

/** schema.org Product with its Offer: the same price and stock the item API answers. */
export function productLd(item: ItemDetail, url: string, publicUrl: string) {
  const inStock = Object.values(item.options).some((stock) => stock > 0);
  const onSale = !item.sale_starts_at;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    description: item.description,
    sku: String(item.item_id),
    image: item.image_urls.map((u) => new URL(u, publicUrl).toString()),
    brand: { '@type': 'Brand', name: brand.name },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'KRW',
      price: item.price,
      itemCondition: 'https://schema.org/NewCondition',
      availability: !onSale
        ? 'https://schema.org/PreOrder'
        : inStock
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
      ...(item.sale_starts_at && { availabilityStarts: item.sale_starts_at }),
      seller: { '@type': 'Organization', name: brand.name },
    },
  };
}

/** The product as plain HTML: name, price, options with their stock, the main image. */
function productNoscript(item: ItemDetail, publicUrl: string) {
  const options = Object.entries(item.options)
    .map(([label, stock]) => `<li>${escapeHtml(label)}${stock > 0 ? '' : ' (품절)'}</li>`)
    .join('');
  const image = item.image_urls[0];
  return [
    '<article>',
    `<h1>${escapeHtml(item.name)}</h1>`,
    `<p>${escapeHtml(formatWon(item.price))}</p>`,
    image
      ? `<img src="${escapeHtml(new URL(image, publicUrl).toString())}" alt="${escapeHtml(item.name)}" />`
      : '',
    `<p>${escapeHtml(item.description).replace(/\n/g, '<br />')}</p>`,
    options ? `<ul>${options}</ul>` : '',
    '</article>',
  ].join('');
}

/**
 * Each storefront page's head as the server sends it: the canonical address and Open Graph tags on
 * every public page, and for a product its JSON-LD (Product, Offer, BreadcrumbList) and content
 * readable without JavaScript; the home page says who the shop is (Organization, WebSite).
 */
export function createPageHeads({
  items,
  notices,
  publicUrl,
  shareImage,
  firstListImage,
}: PageHeadDeps) {
  const home = { name: '홈', url: `${publicUrl}/` };
  const shop = { name: '전체 상품', url: `${publicUrl}/products` };

  async function productHead(path: string, id: number): Promise<PageMeta | undefined> {
    const item = await items.detail(id);
    if (!item || item === 'hidden') return undefined;
    const meta = productPageMeta(item, `${publicUrl}${path}`, publicUrl);
    return {
      ...meta,
      jsonLd: [
        productLd(item, meta.url, publicUrl),
        breadcrumbs([home, shop, { name: item.name, url: meta.url }]),
      ],
      noscript: productNoscript(item, publicUrl),
    };
  }

  async function noticeHead(url: string, id: number): Promise<PageMeta> {
    const notice = await notices.read(id);
    const text = notice.payload
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return {
      title: pageTitle(notice.title),
      description: text.slice(0, 120) || SHOP_DESCRIPTION,
      url,
      jsonLd: [
        breadcrumbs([
          home,
          { name: '공지사항', url: `${publicUrl}/service` },
          { name: notice.title, url },
        ]),
      ],
    };
  }

  const homeHead = (): PageMeta => ({
    title: pageTitle(),
    description: SHOP_DESCRIPTION,
    url: home.url,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: brand.name,
        alternateName: brand.koreanName,
        url: home.url,
        email: brand.email,
        telephone: brand.phone,
        sameAs: [brand.instagram.url],
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: brand.name,
        alternateName: brand.koreanName,
        url: home.url,
        inLanguage: 'ko-KR',
      },
    ],
  });

  /** A page without a picture of its own shows the brand's in previews. */
  const withBrandImage = async (head: PageMeta): Promise<PageMeta> => ({
    ...head,
    image: new URL(await shareImage(), publicUrl).toString(),
    imageSize: SHARE_IMAGE,
  });

  /** The head of a page the storefront has (`pageStatus` said 200); undefined keeps index.html's. */
  return async function pageHead(path: string): Promise<PageMeta | undefined> {
    const match = matchShopPage(path);
    if (!match || match.page.kind === 'private') return undefined;
    const url = `${publicUrl}${path}`;
    const id = Number(match.params.id);
    switch (match.page.path) {
      case '/':
        return withBrandImage(homeHead());
      case '/product/:id':
        return productHead(path, id);
      case '/service/notice/:id':
        return withBrandImage(await noticeHead(url, id));
      case '/products':
        return withBrandImage({
          title: pageTitle(),
          description: SHOP_DESCRIPTION,
          url,
          // The first card is the list's largest paint on a phone: preloaded with the HTML.
          imagePath: await firstListImage(),
          imageSizes: CARD_SIZES,
          imageFromData: true,
        });
      default:
        return withBrandImage({ title: pageTitle(), description: SHOP_DESCRIPTION, url });
    }
  };
}
