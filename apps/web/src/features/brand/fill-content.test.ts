import { brand } from '@shop/contract/brand';
import { describe, expect, it } from 'vitest';
import { aboutText } from './about-content';
import { collectionText } from './collection-content';
import { fillContent, rules } from './fill-content';
import { guideSections, guideText } from './guide-content';
import { policySections, policyText } from './policy-content';
import { serviceText } from './service-content';

describe('the brand content', () => {
  it("puts the shop's details and rules into the texts", () => {
    expect(fillContent({ a: ['{csHours}', { b: '{freeFrom} 이상 무료' }] })).toEqual({
      a: [brand.csHours, { b: `${rules.freeFrom} 이상 무료` }],
    });
  });

  it('refuses a placeholder it has no value for', () => {
    expect(() => fillContent({ a: '{unknown}' })).toThrow('{unknown}');
  });

  it('leaves no placeholder in any page', () => {
    const pages = [aboutText, collectionText, guideText, guideSections, policyText, policySections];
    expect(JSON.stringify([...pages, serviceText])).not.toMatch(/\{\w+\}/);
    expect(serviceText.hours).toBe(brand.csHours);
  });
});
