/**
 * What other features and the shell use of the catalog: the product list and its grid (the home
 * page), the category tree and the list's addresses (the menus), the search screen (the header),
 * the recently viewed products (My Page), a product photo in its 4:5 box (the wishlist).
 */
export { useItems } from './items-api';
export { LazySearchDialog as SearchDialog } from './lazy-search-dialog';
export { listHref } from './list-params';
export { ProductGrid } from './product-grid';
export { ProductImage } from './product-image';
export { RecentlyViewed } from './recent-strip';
export { useCategories } from './search-api';
