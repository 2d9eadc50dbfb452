import type { ReactNode } from 'react';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { PageHeader } from '../../shared/ui/page-header';
import shared from './brand.module.css';

/** A brand page's words for its tab and its header. */
export interface BrandPageText {
  pageTitle: string;
  eyebrow: string;
  title: string;
  lead: ReactNode;
}

/** A brand page: the browser tab's title, the page frame and the header from its words. */
export function BrandPage({
  text,
  variant,
  as: Tag = 'div',
  children,
}: {
  text: BrandPageText;
  variant: 'display' | 'brand';
  as?: 'article' | 'div';
  children: ReactNode;
}) {
  usePageTitle(text.pageTitle);
  return (
    <Tag className={shared.page}>
      <PageHeader eyebrow={text.eyebrow} title={text.title} lead={text.lead} variant={variant} />
      {children}
    </Tag>
  );
}
