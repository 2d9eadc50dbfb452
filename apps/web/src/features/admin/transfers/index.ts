/** What the other back-office screens use of transfers: an export started as a job from a list. */
export { ExportJob } from './export-job';
