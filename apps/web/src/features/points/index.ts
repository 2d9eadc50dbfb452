/** What other features use of the points: My Page's usable balance, the order sheet's summary. */

export { usePoints } from './points-api';
export { useUsablePoints } from './use-usable-points';
