import { Menu, Search } from 'lucide-react';
import { IconOnlyButton } from '../../shared/ui/icon-only-button';

interface HeaderButtonProps {
  className?: string | undefined;
  onOpen: () => void;
  size: number;
}

/** Opens the slide-in menu; both headers start with it. */
export const MenuButton = ({ className, onOpen, size }: HeaderButtonProps) => (
  <IconOnlyButton
    label="메뉴 열기"
    icon={Menu}
    size={size}
    className={className}
    aria-controls="main-menu"
    onClick={onOpen}
  />
);

/** Opens the search screen; both headers have it. */
export const SearchButton = ({ className, onOpen, size }: HeaderButtonProps) => (
  <IconOnlyButton
    label="상품 검색"
    icon={Search}
    size={size}
    className={className}
    aria-haspopup="dialog"
    onClick={onOpen}
  />
);
