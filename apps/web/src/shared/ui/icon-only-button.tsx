import type { LucideIcon } from 'lucide-react';

/** A button that shows only its icon; `label` is what it is read out as. */
export function IconOnlyButton({
  label,
  icon: Icon,
  size,
  className,
  disabled,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  size: number;
  className: string | undefined;
  disabled?: boolean | undefined;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={className}
      disabled={disabled}
      onClick={onClick}
      aria-label={label}
    >
      <Icon size={size} strokeWidth={1.5} aria-hidden />
    </button>
  );
}
