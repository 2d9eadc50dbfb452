import {
  MEASURE_TEMPLATES,
  type MeasureField,
  type Measures,
  type MeasureTable,
  type MeasureTemplate,
} from '@shop/contract/measure-rules';

/** The 실측 template of each demo category that has one (children take their parent's). */
export const demoCategoryTemplates: Record<string, MeasureTemplate> = {
  outer: 'top',
  top: 'top',
  dress: 'top',
  bottom: 'bottom',
  pants: 'bottom',
  skirt: 'skirt',
};

/** A middle size's measurements per demo category, and how much one size up adds. */
const BASES: Record<string, { template: MeasureTemplate; middle: Measures; step: Measures }> = {
  coat: {
    template: 'top',
    middle: { length: 112, shoulder: 48, chest: 62, sleeve: 60 },
    step: { length: 2, shoulder: 1.5, chest: 2.5, sleeve: 1 },
  },
  jacket: {
    template: 'top',
    middle: { length: 70, shoulder: 50, chest: 60, sleeve: 60 },
    step: { length: 2, shoulder: 1.5, chest: 2.5, sleeve: 1 },
  },
  knit: {
    template: 'top',
    middle: { length: 66, shoulder: 52, chest: 58, sleeve: 56 },
    step: { length: 2, shoulder: 1.5, chest: 2.5, sleeve: 1 },
  },
  shirt: {
    template: 'top',
    middle: { length: 74, shoulder: 50, chest: 60, sleeve: 59 },
    step: { length: 2, shoulder: 1.5, chest: 2.5, sleeve: 1 },
  },
  tshirt: {
    template: 'top',
    middle: { length: 70, shoulder: 52, chest: 57, sleeve: 22 },
    step: { length: 2, shoulder: 1.5, chest: 2.5, sleeve: 1 },
  },
  sweat: {
    template: 'top',
    middle: { length: 68, shoulder: 56, chest: 62, sleeve: 57 },
    step: { length: 2, shoulder: 1.5, chest: 2.5, sleeve: 1 },
  },
  dress: {
    template: 'top',
    middle: { length: 118, shoulder: 38, chest: 48, sleeve: 58 },
    step: { length: 2, shoulder: 1, chest: 2.5, sleeve: 1 },
  },
  pants: {
    template: 'bottom',
    middle: { length: 102, waist: 38, hip: 52, thigh: 33, rise: 31, hem: 22 },
    step: { length: 1, waist: 2, hip: 2, thigh: 1, rise: 0.5, hem: 0.5 },
  },
  skirt: {
    template: 'skirt',
    middle: { length: 80, waist: 35, hip: 50, hem: 70 },
    step: { length: 1, waist: 2, hip: 2, hem: 2 },
  },
};

/** Sizes smallest first: S M L, or 1 2 3. */
const ORDER = ['XS', 'S', 'M', 'L', 'XL', '1', '2', '3', '4'];

/** The words of the demo's 핏 & 사이즈 lines ('총장 64 / 어깨 50 / 가슴 55 / 소매 58'). */
const WORDS: Record<string, MeasureField> = {
  총장: 'length',
  어깨: 'shoulder',
  가슴: 'chest',
  소매: 'sleeve',
  허리: 'waist',
  엉덩이: 'hip',
  허벅지: 'thigh',
  밑위: 'rise',
  밑단: 'hem',
};

/** A 핏 & 사이즈 line's measurements of the template's fields; empty when it has none. */
function parseFitLine(line: string, template: MeasureTemplate): Measures {
  const fields = MEASURE_TEMPLATES[template].fields as readonly MeasureField[];
  const values: Measures = {};
  for (const part of line.split('/')) {
    const [word, number] = part.trim().split(/\s+/);
    const field = word ? WORDS[word] : undefined;
    const value = Number(number);
    if (field && fields.includes(field) && Number.isFinite(value)) values[field] = value;
  }
  return values;
}

/**
 * A demo product's 실측 table for its sizes: its 핏 & 사이즈 lines where it has them (the page
 * shows both, so they agree), else grown from its category's middle size; null for a category
 * without one (bags, caps) or a one-size product.
 */
export function demoMeasurements(
  categorySlugs: string[],
  sizes: string[],
  fitSizing: Record<string, string> = {},
): MeasureTable | null {
  const base = categorySlugs.map((slug) => BASES[slug]).find(Boolean);
  const ordered = sizes
    .filter((s) => ORDER.includes(s))
    .sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  if (!base || ordered.length === 0) return null;
  const written = ordered.map((size) => ({
    size,
    values: parseFitLine(fitSizing[size] ?? '', base.template),
  }));
  if (written.every((row) => Object.keys(row.values).length > 0)) {
    return { template: base.template, rows: written };
  }
  const middle = Math.floor((ordered.length - 1) / 2);
  return {
    template: base.template,
    rows: ordered.map((size, index) => ({
      size,
      values: Object.fromEntries(
        Object.entries(base.middle).map(([field, value]) => {
          const step = base.step[field as keyof Measures] ?? 0;
          return [field, Math.round((value + (index - middle) * step) * 2) / 2];
        }),
      ) as Measures,
    })),
  };
}
