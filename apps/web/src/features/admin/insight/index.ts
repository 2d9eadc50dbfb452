/** What the back office's home shows of the insight: its section, charts loaded on their own. */
export { InsightSection } from './insight-section';
