import type { MeasureTemplate } from '@shop/contract/measure-rules';

/** The garment last compared, per kind of garment, remembered on this device. */
const keyOf = (template: MeasureTemplate) => `fit:last-garment:${template}`;

// Storage can be missing or refused (private mode, full): the choice is then not remembered.
export const lastGarment = {
  get(template: MeasureTemplate): number | undefined {
    try {
      const stored = Number(localStorage.getItem(keyOf(template)));
      return Number.isInteger(stored) && stored > 0 ? stored : undefined;
    } catch {
      return undefined;
    }
  },
  set(template: MeasureTemplate, id: number) {
    try {
      localStorage.setItem(keyOf(template), String(id));
    } catch {
      // Not remembered; the comparison works the same.
    }
  },
};
