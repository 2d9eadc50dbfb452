import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';
import styles from './rich-text-editor.module.css';
import { richTextText as t } from './rich-text-text';

const Editor = lazy(async () => ({
  default: (await import('./rich-text-editor')).RichTextEditor,
}));

/** The rich-text editor, fetched on first use so TipTap never weighs on other pages. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const minHeight = props.minHeight ?? 280;
  return (
    <Suspense
      fallback={
        <div className={styles.editor} aria-busy="true">
          <div className={styles.toolbar} style={{ height: 49 }} />
          <p
            className={styles.content}
            style={{ minHeight, color: 'var(--color-muted)' }}
            role="status"
          >
            {t.loading}
          </p>
        </div>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
