import type { ReactNode } from 'react';
import { Button } from './button';

/** A form's last row: the way out (where `onCancel` is given), then the submit button. */
export function FormButtons({
  className,
  cancelLabel,
  onCancel,
  submitLabel,
  pending,
}: {
  className: string | undefined;
  cancelLabel: string;
  onCancel: (() => void) | undefined;
  submitLabel: ReactNode;
  pending: boolean;
}) {
  return (
    <div className={className}>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      )}
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}
