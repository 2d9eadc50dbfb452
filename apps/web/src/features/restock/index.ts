/**
 * What other features use of the restock alerts: the product page's offer under its option
 * select, and My Page's list. Neither brings a schema into the page's first load.
 */
export { LazyMyRestockAlerts as MyRestockAlerts } from './lazy-my-restock-alerts';
export { RestockOffer } from './restock-offer';
