import { Minus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconOnlyButton } from './icon-only-button';

/**
 * Minus, the quantity, plus: `children` is the quantity, shown or typed. The buttons are named
 * after what the quantity is of ("… 수량 줄이기"). The page's `stepper` and `step` classes compose
 * stepper.module.css and set the sizes.
 */
export function Stepper({
  of,
  classes,
  iconSize,
  onStep,
  disabled = {},
  children,
}: {
  of: string;
  classes: { readonly stepper?: string; readonly step?: string };
  iconSize: number;
  onStep: (delta: 1 | -1) => void;
  /** The step that cannot be taken now. */
  disabled?: { decrease?: boolean; increase?: boolean };
  children: ReactNode;
}) {
  const button = (delta: 1 | -1) => {
    const down = delta < 0;
    return (
      <IconOnlyButton
        label={`${of} 수량 ${down ? '줄이기' : '늘리기'}`}
        icon={down ? Minus : Plus}
        size={iconSize}
        className={classes.step}
        disabled={down ? disabled.decrease : disabled.increase}
        onClick={() => onStep(delta)}
      />
    );
  };
  return (
    <div className={classes.stepper}>
      {button(-1)}
      {children}
      {button(1)}
    </div>
  );
}
