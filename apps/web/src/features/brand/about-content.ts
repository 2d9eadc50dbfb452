import content from './content/about.json';
import type { DemoView } from './demo-image';
import { fillContent } from './fill-content';

type Image = { item: number; view: DemoView; alt: string };

/** Every text of /about. */
export const aboutText = fillContent<
  Omit<typeof content, 'storyImage' | 'valuesImages'> & {
    storyImage: Image;
    valuesImages: readonly Image[];
  }
>(content);
