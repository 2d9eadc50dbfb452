import { useMemo } from 'react';
import { cleanRichHtml } from '../../shared/rich-text/clean-html';
import styles from './safe-html.module.css';

/** Rich text from the server, shown through DOMPurify. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => cleanRichHtml(html), [html]);
  return (
    <div
      className={[styles.rich, className ?? ''].join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by DOMPurify (cleanRichHtml) just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
