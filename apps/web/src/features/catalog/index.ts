/** What other features use of the catalog: the product list and its grid (the home page). */
export { useItems } from './items-api';
export { ProductGrid } from './product-grid';
