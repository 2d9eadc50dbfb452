import content from './content/service.json';
import { fillContent } from './fill-content';

/** Every text of /service, the community landing. */
export const serviceText = fillContent<typeof content>(content);
