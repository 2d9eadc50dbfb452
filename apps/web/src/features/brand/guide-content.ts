import type { Section } from './blocks';
import content from './content/guide.json';
import { fillContent } from './fill-content';

/** A tab of the guide; its id is the URL hash: /service/notice#refund. */
export interface GuideSection
  extends Section<'signin' | 'order' | 'payment' | 'shipping' | 'exchange' | 'refund' | 'etc'> {
  tab: string;
  summary: string;
}

/** The shopping guide (/service/notice): its texts, and one section a tab. */
export const { text: guideText, sections: guideSections } = fillContent<{
  text: typeof content.text;
  sections: readonly GuideSection[];
}>(content);
