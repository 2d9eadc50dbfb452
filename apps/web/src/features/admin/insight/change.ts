/** The change from `before` to `now` as a ratio (0.125 is 12.5 % more); none without a base. */
export function change(now: number, before: number): number | null {
  if (before === 0) return now === 0 ? 0 : null;
  return (now - before) / before;
}

/** Each step of the funnel over the one before it; the first step has none. */
export const stepRatios = (counts: number[]) =>
  counts.map((n, i) => {
    const before = counts[i - 1];
    if (i === 0 || before === undefined) return null;
    return before === 0 ? null : n / before;
  });
