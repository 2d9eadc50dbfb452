/**
 * What other features use of the catalog: the product list and its grid (the home page), the
 * recently viewed products (My Page).
 */
export { useItems } from './items-api';
export { ProductGrid } from './product-grid';
export { RecentlyViewed } from './recent-strip';
