import { Menu, Search } from 'lucide-react';
import { useLocation } from '../../shared/routing';
import { IconOnlyButton } from '../../shared/ui/icon-only-button';

/** The buttons both headers have: the slide-in menu, and the search screen. */
const kinds = {
  menu: { label: '메뉴 열기', icon: Menu, 'aria-controls': 'main-menu' },
  search: { label: '상품 검색', icon: Search, 'aria-haspopup': 'dialog' },
} as const;

/** Opens the header's menu or its search screen. */
export const HeaderButton = ({
  kind,
  className,
  onOpen,
  size,
}: {
  kind: keyof typeof kinds;
  className?: string | undefined;
  onOpen: () => void;
  size: number;
}) => <IconOnlyButton {...kinds[kind]} size={size} className={className} onClick={onOpen} />;

/** What the shell hands either header: its two buttons' actions, and whether the page is at its top. */
export interface HeaderProps {
  onOpenMenu: () => void;
  onOpenSearch: () => void;
  atTop: boolean;
}

/** The header is see-through, in light colours, over the home video until the page scrolls. */
export const useOverVideo = (atTop: boolean) => useLocation().pathname === '/' && atTop;
