/**
 * 실측 사이즈: the garment's own measurements per size, in centimetres, as Korean shops publish
 * them (flat: 단면 is half the circumference), and the comparison with a garment the member
 * already owns. Schema-free: the product page compares without loading the validators.
 */
export const measureFieldLabels = {
  length: '총장',
  shoulder: '어깨너비',
  chest: '가슴단면',
  sleeve: '소매길이',
  waist: '허리단면',
  hip: '엉덩이단면',
  thigh: '허벅지단면',
  rise: '밑위',
  hem: '밑단단면',
} as const;
export type MeasureField = keyof typeof measureFieldLabels;

/** Which measurements a kind of garment has, in the order shops list them. */
export const MEASURE_TEMPLATES = {
  top: { label: '상의·아우터·원피스', fields: ['length', 'shoulder', 'chest', 'sleeve'] },
  bottom: {
    label: '팬츠',
    fields: ['length', 'waist', 'hip', 'thigh', 'rise', 'hem'],
  },
  skirt: { label: '스커트', fields: ['length', 'waist', 'hip', 'hem'] },
} as const satisfies Record<string, { label: string; fields: readonly MeasureField[] }>;
export type MeasureTemplate = keyof typeof MEASURE_TEMPLATES;
export const MEASURE_TEMPLATE_KEYS = Object.keys(MEASURE_TEMPLATES) as MeasureTemplate[];

export const MEASURE_RULES = { min: 1, max: 300, maxGarments: 20, garmentNameMax: 40 } as const;

/** The measurements of one size (or of one garment): field → cm; a field left out is unknown. */
export type Measures = Partial<Record<MeasureField, number>>;

/** A product's table: its template, and each size's measurements in the option order. */
export interface MeasureTable {
  template: MeasureTemplate;
  rows: { size: string; values: Measures }[];
}

/** One size against the member's garment: the difference per shared field (size − garment). */
export interface SizeComparison {
  size: string;
  diffs: { field: MeasureField; label: string; diff: number }[];
  /** Mean absolute difference over the shared fields, widths counted twice; null if none shared. */
  score: number | null;
}

/** Width fields decide whether a garment fits; lengths only change how it looks. */
const WEIGHTS: Partial<Record<MeasureField, number>> = { chest: 2, waist: 2, hip: 2, shoulder: 2 };

const round = (n: number) => Math.round(n * 10) / 10;

export function compareSizes(table: MeasureTable, garment: Measures): SizeComparison[] {
  const fields = MEASURE_TEMPLATES[table.template].fields as readonly MeasureField[];
  return table.rows.map(({ size, values }) => {
    const diffs = fields
      .filter((field) => values[field] !== undefined && garment[field] !== undefined)
      .map((field) => ({
        field,
        label: measureFieldLabels[field],
        diff: round((values[field] as number) - (garment[field] as number)),
      }));
    let weighted = 0;
    let weights = 0;
    for (const { field, diff } of diffs) {
      const weight = WEIGHTS[field] ?? 1;
      weighted += Math.abs(diff) * weight;
      weights += weight;
    }
    return { size, diffs, score: weights === 0 ? null : round(weighted / weights) };
  });
}

/** "+2cm", "−1.5cm", "±0cm": a difference as the page shows it. */
export function formatDiff(diff: number): string {
  if (diff === 0) return '±0cm';
  const value = Math.abs(diff).toString();
  return `${diff > 0 ? '+' : '−'}${value}cm`;
}

/** "M: 총장 +2cm, 가슴단면 −1cm". */
export const describeComparison = (c: SizeComparison) =>
  `${c.size}: ${c.diffs.map((d) => `${d.label} ${formatDiff(d.diff)}`).join(', ')}`;

/** How buyers felt the size, as the reviews count it. */
export interface FitVotes {
  SMALL: number;
  TRUE: number;
  LARGE: number;
}

/** Reviews lean one way once this share of at least `FIT_MIN_VOTES` answers says so. */
const FIT_LEAN_SHARE = 0.6;
const FIT_MIN_VOTES = 3;
/** A neighbouring size may be preferred while its score is at most this much worse (cm). */
const NEIGHBOUR_SLACK = 2;

export interface SizeAdvice {
  size: string;
  /** Why, in Korean, one line each. */
  reasons: string[];
}

/**
 * The size closest to the member's garment; moved one size up when most reviews say it runs
 * small (or down when large) and that size is nearly as close. Null when nothing compares.
 */
export function recommendSize(
  comparisons: SizeComparison[],
  votes: FitVotes | null,
): SizeAdvice | null {
  const scored = comparisons
    .map((c, index) => ({ ...c, index }))
    .filter((c): c is typeof c & { score: number } => c.score !== null);
  if (scored.length === 0) return null;
  const best = scored.reduce((a, b) => (b.score < a.score ? b : a));
  const reasons = [
    `가진 옷과 가장 비슷한 사이즈는 ${best.size}입니다 (평균 차이 ${best.score}cm).`,
  ];
  const total = votes ? votes.SMALL + votes.TRUE + votes.LARGE : 0;
  if (!votes || total < FIT_MIN_VOTES) return { size: best.size, reasons };
  const lean =
    votes.SMALL / total >= FIT_LEAN_SHARE ? 1 : votes.LARGE / total >= FIT_LEAN_SHARE ? -1 : 0;
  if (lean === 0) return { size: best.size, reasons };
  const neighbour = scored.find((c) => c.index === best.index + lean);
  const share = Math.round(((lean > 0 ? votes.SMALL : votes.LARGE) * 100) / total);
  const felt = lean > 0 ? '작게' : '크게';
  if (neighbour && neighbour.score <= best.score + NEIGHBOUR_SLACK) {
    return {
      size: neighbour.size,
      reasons: [
        ...reasons,
        `구매평의 ${share}%가 ${felt} 나왔다고 해서 ${neighbour.size}를 권합니다.`,
      ],
    };
  }
  return {
    size: best.size,
    reasons: [...reasons, `구매평의 ${share}%가 ${felt} 나왔다고 하니 참고하세요.`],
  };
}

export const measureMessages = {
  templateInvalid: '실측 항목 종류를 선택해주세요.',
  valueInvalid: `실측 값은 ${MEASURE_RULES.min}~${MEASURE_RULES.max}cm 사이로 0.5cm 단위까지 입력해주세요.`,
  sizeUnknown: (size: string) => `${size}: 이 상품에 없는 사이즈입니다.`,
  sizeDuplicate: (size: string) => `${size} 사이즈가 두 번 들어 있습니다.`,
  fieldUnknown: '이 종류의 실측 항목이 아닙니다.',
  garmentNameRequired: '옷 이름을 입력해주세요.',
  garmentValuesRequired: '실측 값을 하나 이상 입력해주세요.',
  garmentsFull: `내 옷은 ${MEASURE_RULES.maxGarments}벌까지 저장할 수 있습니다.`,
  garmentNotFound: '저장한 옷을 찾을 수 없습니다.',
  noMeasurements: '이 상품은 실측 정보가 없어 저장할 수 없습니다.',
  lineNotFound: '구매한 상품을 찾을 수 없습니다.',
} as const;
