import { createContext, type ReactNode, useContext, useId } from 'react';

const HeadingId = createContext<string | undefined>(undefined);

/**
 * A section (or aside) named by its visible heading: the `SectionHeading` inside it carries the id
 * the section points at with `aria-labelledby`, so the two cannot drift apart.
 */
export function LabelledSection({
  id,
  as: Tag = 'section',
  className,
  children,
}: {
  /** The heading's id, where something links to it; a generated one otherwise. */
  id?: string;
  as?: 'section' | 'aside' | 'article';
  className?: string;
  children: ReactNode;
}) {
  const generated = useId();
  const headingId = id ?? generated;
  return (
    <HeadingId.Provider value={headingId}>
      <Tag className={className} aria-labelledby={headingId}>
        {children}
      </Tag>
    </HeadingId.Provider>
  );
}

/** The h2 that names the `LabelledSection` around it. */
export function SectionHeading({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <h2 id={useContext(HeadingId)} className={className}>
      {children}
    </h2>
  );
}
