import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';

/**
 * A button that shows only its icon; `label` is what it is read out as. Other attributes (what it
 * opens or controls) go to the button.
 */
export function IconOnlyButton({
  label,
  icon: Icon,
  size,
  className,
  disabled,
  onClick,
  ...button
}: {
  label: string;
  icon: LucideIcon;
  size: number;
  className: string | undefined;
  disabled?: boolean | undefined;
  onClick: () => void;
} & Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-controls' | 'aria-haspopup'>) {
  return (
    <button
      type="button"
      className={className}
      disabled={disabled}
      onClick={onClick}
      aria-label={label}
      {...button}
    >
      <Icon size={size} strokeWidth={1.5} aria-hidden />
    </button>
  );
}
