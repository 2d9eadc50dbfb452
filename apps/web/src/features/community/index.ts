/** What other features use of the community: the shop's notices (the home page's latest one). */
export { useNotices } from './notice-api';
