import type { Block } from './blocks';
import content from './content/guide.json';
import { fillContent } from './fill-content';

export interface GuideSection {
  /** The URL hash: /service/notice#refund. */
  id: 'signin' | 'order' | 'payment' | 'shipping' | 'exchange' | 'refund' | 'etc';
  tab: string;
  title: string;
  summary: string;
  blocks: readonly Block[];
}

/** The shopping guide (/service/notice): its texts, and one section a tab. */
const guide = fillContent<{ text: typeof content.text; sections: readonly GuideSection[] }>(
  content,
);

export const guideText = guide.text;
export const guideSections = guide.sections;
