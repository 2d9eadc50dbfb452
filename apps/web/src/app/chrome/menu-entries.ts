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
 * The header's first category: every product. The shop's top categories follow it, read from
 * the category tree (GET /v1/categories), and the slide-in menu lists the whole tree.
 */
export const allProductsEntry = { label: 'SHOP', to: '/products' };
