import { brand } from '@shop/contract/brand';

/** The wordmark; white over the home video, near-black elsewhere. */
export function Logo({ light = false, height = 18 }: { light?: boolean; height?: number }) {
  return (
    <svg
      viewBox="0 0 190 20"
      height={height}
      role="img"
      aria-label={brand.name}
      fill={light ? '#fff' : 'var(--color-text)'}
    >
      <text
        x="0"
        y="16"
        fontSize="18"
        fontWeight="500"
        letterSpacing="6"
        fontFamily="var(--font-sans)"
        // Pretendard's own length: the fallback face a phone keeps on its first page is wider,
        // and the spacing gives way so the wordmark still fits its box.
        textLength="187"
        lengthAdjust="spacing"
      >
        ONDO STUDIO
      </text>
    </svg>
  );
}
