import type { ReactNode } from 'react';

/** One line of a definition list: the term and its value, in the div a styled `dl` expects. */
export function TermRow({
  term,
  children,
  className,
}: {
  term: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
