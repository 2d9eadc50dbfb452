/**
 * The tab a key moves to in a tablist of `count` tabs, from the one at `index`: the arrows wrap
 * around, Home and End go to either end (WAI-ARIA tabs). Undefined for any other key.
 */
export function tabAfterKey(key: string, index: number, count: number): number | undefined {
  return {
    ArrowRight: (index + 1) % count,
    ArrowLeft: (index - 1 + count) % count,
    Home: 0,
    End: count - 1,
  }[key];
}
