import { X } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import styles from './modal.module.css';

/**
 * A dialog over the page: the backdrop and Escape close it, focus starts inside it (at its first
 * field, where it has one). `fill` is for content that needs the room (an embedded search): wider
 * on desktop, the whole screen on mobile. `labelledBy` names it by a heading inside it instead of
 * by `title`.
 */
export function Modal({
  open,
  onClose,
  title,
  labelledBy,
  size = 'fit',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  labelledBy?: string;
  size?: 'fit' | 'fill';
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(
      'input:not([type=hidden]), select, textarea',
    );
    (first ?? panel.current?.querySelector<HTMLElement>('button, a'))?.focus();
    // A dialog opened inside this one (the postcode search of a form) closes first, alone.
    const onKey = (event: KeyboardEvent) =>
      event.key === 'Escape' && !panel.current?.querySelector('[role=dialog]') && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [open, onClose]);
  if (!open) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; keyboards close with Escape or the close button
    <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={panel}
        className={size === 'fill' ? `${styles.panel} ${styles.fill}` : styles.panel}
        data-size={size}
        role="dialog"
        aria-modal="true"
        aria-label={labelledBy ? undefined : title}
        aria-labelledby={labelledBy}
      >
        <button type="button" className={styles.close} onClick={onClose} aria-label="닫기">
          <X size={20} strokeWidth={1.5} aria-hidden />
        </button>
        {children}
      </div>
    </div>
  );
}
