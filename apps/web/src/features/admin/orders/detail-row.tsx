import type { ReactNode } from 'react';

/** One term and its value in the order screen's definition lists (the grid takes the pair). */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
