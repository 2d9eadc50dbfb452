import { MoreHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { communityText as t } from './community-text';
import styles from './owner-menu.module.css';

interface OwnerMenuProps {
  /** The menu button's name, e.g. '게시글 메뉴'. */
  label: string;
  onEdit(): void;
  onRemove(): void;
}

/** The writer's edit and delete actions behind a small button (disclosure). */
export function OwnerMenu({ label, onEdit, onRemove }: OwnerMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <div ref={root} className={styles.root}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <MoreHorizontal size={20} strokeWidth={1.5} aria-hidden />
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        <li>
          <button type="button" className={styles.item} onClick={choose(onEdit)}>
            {t.edit}
          </button>
        </li>
        <li>
          <button
            type="button"
            className={`${styles.item} ${styles.danger}`}
            onClick={choose(onRemove)}
          >
            {t.remove}
          </button>
        </li>
      </ul>
    </div>
  );
}
