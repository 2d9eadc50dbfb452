import { Menu } from 'lucide-react';

/** Opens the slide-in menu; both headers start with it. */
export function MenuButton({
  className,
  onOpen,
  size,
}: {
  className?: string | undefined;
  onOpen: () => void;
  size: number;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-label="메뉴 열기"
      aria-controls="main-menu"
      onClick={onOpen}
    >
      <Menu size={size} strokeWidth={1.5} aria-hidden />
    </button>
  );
}
