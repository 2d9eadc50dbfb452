/** What other features use of the points: My Page's usable balance. */

export { useUsablePoints } from './use-usable-points';
