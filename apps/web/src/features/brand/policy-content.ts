import type { Block } from './blocks';
import content from './content/policy.json';
import { fillContent } from './fill-content';

export interface PolicySection {
  /** In-page anchor: /policy#retention. */
  id: string;
  title: string;
  blocks: readonly Block[];
}

/** The privacy policy (개인정보처리방침); retention periods follow docs/api.md#guide-and-policy. */
const policy = fillContent<{ text: typeof content.text; sections: readonly PolicySection[] }>(
  content,
);

export const policyText = policy.text;
export const policySections = policy.sections;
