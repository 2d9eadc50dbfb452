import content from './content/collection.json';
import type { DemoView } from './demo-image';
import { fillContent } from './fill-content';

export interface Look {
  /** Image number of the demo catalog (/uploads/demo/item-N-…). */
  item: number;
  view: DemoView;
  alt: string;
  /** LOOK 01… */
  label: string;
  note: string;
}

export interface Chapter {
  id: string;
  index: string;
  title: string;
  text: string;
  /** The first look is shown large. */
  looks: readonly Look[];
}

/** Every text of /collection: one product story, 26 F/W "겨울의 온도". */
export const collectionText = fillContent<
  Omit<typeof content, 'chapters'> & { chapters: readonly Chapter[] }
>(content);
