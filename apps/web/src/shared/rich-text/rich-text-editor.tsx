import Image from '@tiptap/extension-image';
import Placeholder from '@tiptap/extension-placeholder';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
} from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { cleanRichHtml } from './clean-html';
import styles from './rich-text-editor.module.css';
import { richTextText as t } from './rich-text-text';

export interface RichTextEditorProps {
  /** The content as HTML ('' when empty). */
  value: string;
  onChange(html: string): void;
  /** The editing area's accessible name (a visible label's text). */
  label: string;
  /** Id of a visible label element; used instead of `label` for the name when given. */
  labelledBy?: string | undefined;
  /** Id of a message (error or hint) read out with the field. */
  describedBy?: string | undefined;
  placeholder?: string | undefined;
  invalid?: boolean | undefined;
  disabled?: boolean | undefined;
  /** Minimum height of the writing area in px. */
  minHeight?: number | undefined;
}

/**
 * A rich-text field (TipTap) that reads and writes HTML. Its output stays within what the server
 * keeps after sanitizing: paragraphs, h2–h3, lists, quotes, bold/italic/underline/strike, links
 * and images. Load it through `LazyRichTextEditor` so the editor stays out of other pages.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  labelledBy,
  describedBy,
  placeholder,
  invalid,
  disabled,
  minHeight = 280,
}: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const placeholderRef = useRef(placeholder ?? '');
  placeholderRef.current = placeholder ?? '';

  const attributes: Record<string, string> = {
    class: styles.content ?? '',
    role: 'textbox',
    'aria-multiline': 'true',
    style: `min-height: ${minHeight}px`,
  };
  if (labelledBy) attributes['aria-labelledby'] = labelledBy;
  else attributes['aria-label'] = label;
  if (describedBy) attributes['aria-describedby'] = describedBy;
  if (invalid) attributes['aria-invalid'] = 'true';

  const editor = useEditor(
    {
      extensions: [
        StarterKit.configure({
          heading: { levels: [2, 3] },
          code: false,
          codeBlock: false,
          horizontalRule: false,
          link: {
            openOnClick: false,
            autolink: true,
            protocols: ['http', 'https', 'mailto'],
            HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
          },
        }),
        Image,
        Placeholder.configure({ placeholder: () => placeholderRef.current }),
      ],
      content: value,
      editable: !disabled,
      editorProps: { attributes, transformPastedHTML: cleanRichHtml },
      onUpdate: ({ editor: current }) => {
        onChangeRef.current(current.isEmpty ? '' : current.getHTML());
      },
    },
    // Created once; the attributes below follow the props without a new editor (and its history).
    [],
  );

  const attributesKey = JSON.stringify(attributes);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attributesKey stands for attributes
  useEffect(() => {
    if (editor && !editor.isDestroyed)
      editor.setOptions({ editorProps: { attributes, transformPastedHTML: cleanRichHtml } });
  }, [editor, attributesKey]);

  // Content set from outside (a post loaded for editing, a reset) replaces what is shown.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <div
      className={[
        styles.editor,
        invalid ? styles.invalid : '',
        disabled ? styles.disabled : '',
      ].join(' ')}
    >
      <Toolbar editor={editor} disabled={disabled} />
      <EditorContent editor={editor} />
    </div>
  );
}

interface Action {
  key: string;
  label: string;
  icon: LucideIcon;
  run(editor: Editor): void;
  active?(editor: Editor): boolean;
  enabled?(editor: Editor): boolean;
}

const ACTIONS: Action[] = [
  {
    key: 'bold',
    label: t.bold,
    icon: Bold,
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    key: 'italic',
    label: t.italic,
    icon: Italic,
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    key: 'underline',
    label: t.underline,
    icon: Underline,
    run: (e) => e.chain().focus().toggleUnderline().run(),
    active: (e) => e.isActive('underline'),
  },
  {
    key: 'strike',
    label: t.strike,
    icon: Strikethrough,
    run: (e) => e.chain().focus().toggleStrike().run(),
    active: (e) => e.isActive('strike'),
  },
  {
    key: 'h2',
    label: t.heading2,
    icon: Heading2,
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    key: 'h3',
    label: t.heading3,
    icon: Heading3,
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    key: 'bullet',
    label: t.bulletList,
    icon: List,
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    key: 'ordered',
    label: t.orderedList,
    icon: ListOrdered,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    key: 'quote',
    label: t.blockquote,
    icon: Quote,
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
  {
    key: 'link',
    label: t.link,
    icon: Link2,
    run: (e) => {
      const previous = (e.getAttributes('link').href as string | undefined) ?? '';
      const href = window.prompt(t.linkPrompt, previous)?.trim();
      if (href === undefined) return;
      if (!href) e.chain().focus().extendMarkRange('link').unsetLink().run();
      else if (/^(https?:|mailto:)/i.test(href))
        e.chain().focus().extendMarkRange('link').setLink({ href }).run();
    },
    active: (e) => e.isActive('link'),
  },
  {
    key: 'undo',
    label: t.undo,
    icon: Undo2,
    run: (e) => e.chain().focus().undo().run(),
    enabled: (e) => e.can().undo(),
  },
  {
    key: 'redo',
    label: t.redo,
    icon: Redo2,
    run: (e) => e.chain().focus().redo().run(),
    enabled: (e) => e.can().redo(),
  },
];

/** The formatting buttons: one tab stop, arrow keys move between them (toolbar pattern). */
function Toolbar({ editor, disabled }: { editor: Editor | null; disabled?: boolean | undefined }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? ACTIONS.map((a) => ({
            active: a.active?.(e) ?? false,
            enabled: a.enabled?.(e) ?? true,
          }))
        : null,
  });
  const focusIndex = useRef(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    let next: number | undefined;
    if (event.key in moves) {
      next = (focusIndex.current + (moves[event.key] ?? 0) + ACTIONS.length) % ACTIONS.length;
    } else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = ACTIONS.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    for (const [i, button] of buttons.current.entries())
      button?.setAttribute('tabindex', i === next ? '0' : '-1');
    focusIndex.current = next;
    buttons.current[next]?.focus();
  };

  return (
    <div role="toolbar" aria-label={t.toolbar} className={styles.toolbar} onKeyDown={onKeyDown}>
      {ACTIONS.map((action, i) => {
        const Icon = action.icon;
        const s = state?.[i];
        const toggles = action.active !== undefined;
        return (
          <button
            key={action.key}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            className={styles.tool}
            tabIndex={i === focusIndex.current ? 0 : -1}
            aria-label={action.label}
            title={action.label}
            aria-pressed={toggles ? (s?.active ?? false) : undefined}
            disabled={!editor || disabled || s?.enabled === false}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => editor && action.run(editor)}
          >
            <Icon size={18} strokeWidth={1.75} aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
