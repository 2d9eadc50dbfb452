import { useEffect, useState } from 'react';

/**
 * The text once typing pauses, and never a syllable still being composed: a Korean IME sends
 * 'ㄴ', '니', '닡' before '니트' settles, and asking the server at each of them would flicker.
 */
export function useSettledText(text: string, composing: boolean, delayMs = 200): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    if (composing) return;
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, composing, delayMs]);
  return settled;
}
