import { pageTitle } from '@shop/contract/brand';
import { useEffect } from 'react';

/** Sets the document's Korean title for the page. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
