import type { ReactNode, Ref } from 'react';

/**
 * One tab of a tablist (WAI-ARIA tabs): it names the panel it shows, and only the selected tab is
 * in the Tab order; the arrows move between tabs (`tabAfterKey`).
 */
export function TabButton({
  buttonRef,
  id,
  selected,
  controls,
  onSelect,
  className,
  children,
}: {
  buttonRef: Ref<HTMLButtonElement>;
  id: string;
  selected: boolean;
  /** The id of the panel or section the tab shows. */
  controls: string;
  onSelect: () => void;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      role="tab"
      id={id}
      aria-selected={selected}
      aria-controls={controls}
      tabIndex={selected ? 0 : -1}
      className={className}
      onClick={onSelect}
    >
      {children}
    </button>
  );
}
