import { useEffect, useState } from 'react';

/**
 * How many of `total` entries to build now: `first` at once, then `step` more in each following
 * task until all are there. A long list built in one go blocks a phone's main thread for a few
 * hundred milliseconds; built a screenful at a time, no task is long and the first screen shows
 * as soon as before. Entries added later (the next page) come in the same steps.
 */
export function useProgressiveCount(total: number, first: number, step = first): number {
  const [built, setBuilt] = useState(first);
  const shown = Math.min(total, Math.max(first, built));
  useEffect(() => {
    if (shown >= total) return;
    const next = setTimeout(() => setBuilt(Math.min(total, shown + step)), 0);
    return () => clearTimeout(next);
  }, [shown, total, step]);
  return shown;
}
