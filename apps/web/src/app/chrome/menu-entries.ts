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
      { label: 'NOTICE', to: '/service/notices' },
      { label: 'GUIDE', to: '/service/notice' },
    ],
  },
  { label: 'CONTACT', to: '/contact' },
];

/**
 * The header's categories. The shop has no product categories yet: the whole product list and
 * the current collection stand in for them.
 */
export const shopCategories: { label: string; to: string }[] = [
  { label: 'SHOP', to: '/products' },
  { label: 'COLLECTION', to: '/collection' },
  { label: 'ABOUT', to: '/about' },
];
