/** The main menu (docs/api.md#pages-and-menu): entries with children open them on hover. */
export interface MenuEntry {
  label: string;
  to: string;
  children?: { label: string; to: string }[];
}

export const mainMenu: MenuEntry[] = [
  { label: 'ABOUT', to: '/about' },
  { label: 'COLLECTION', to: '/collection' },
  { label: 'PRODUCT', to: '/products' },
  {
    label: 'COMMUNITY',
    to: '/service',
    children: [
      { label: 'Q&A', to: '/service/qna' },
      { label: 'NOTICE', to: '/service/notice' },
    ],
  },
  { label: 'CONTACT', to: '/contact' },
];
