import type { Section } from './blocks';
import content from './content/policy.json';
import { fillContent } from './fill-content';

/**
 * The privacy policy (개인정보처리방침); retention periods follow docs/api.md#guide-and-policy.
 * A section's id is its in-page anchor: /policy#retention.
 */
export const { text: policyText, sections: policySections } = fillContent<{
  text: typeof content.text;
  sections: readonly Section[];
}>(content);
