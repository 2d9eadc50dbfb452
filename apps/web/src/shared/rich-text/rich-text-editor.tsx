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
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef } from 'react';
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
/** How many of its own latest answers the editor recognises when they come back as `value`. */
const RECENT_EMISSIONS = 50;

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
  const emittedRef = useRef<string[]>([]);
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
        const html = current.isEmpty ? '' : current.getHTML();
        emittedRef.current = [...emittedRef.current.slice(-RECENT_EMISSIONS + 1), html];
        onChangeRef.current(html);
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

  // Content set from outside (a post loaded for editing, a reset) replaces what is shown. The
  // editor's own answers come back as `value` too, possibly after more typing (a renderer may
  // commit a few keystrokes late): those must not put the older text back.
  useLayoutEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const echo = emittedRef.current.indexOf(value);
    if (echo >= 0) {
      emittedRef.current = emittedRef.current.slice(echo);
      return;
    }
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

type Chain = ReturnType<Editor['chain']>;

/** Undo or redo, enabled while there is something to undo or redo. */
const history = (key: 'undo' | 'redo', label: string, icon: LucideIcon): Action => ({
  key,
  label,
  icon,
  run: (e) => e.chain().focus()[key]().run(),
  enabled: (e) => e.can()[key](),
});

/** A button that toggles a mark or block, shown pressed while the selection has it. */
const toggle = (
  key: string,
  label: string,
  icon: LucideIcon,
  command: (chain: Chain) => Chain,
  name: string,
  attributes?: Record<string, unknown>,
): Action => ({
  key,
  label,
  icon,
  run: (e) => command(e.chain().focus()).run(),
  active: (e) => e.isActive(name, attributes),
});

const ACTIONS: Action[] = [
  toggle('bold', t.bold, Bold, (c) => c.toggleBold(), 'bold'),
  toggle('italic', t.italic, Italic, (c) => c.toggleItalic(), 'italic'),
  toggle('underline', t.underline, Underline, (c) => c.toggleUnderline(), 'underline'),
  toggle('strike', t.strike, Strikethrough, (c) => c.toggleStrike(), 'strike'),
  toggle('h2', t.heading2, Heading2, (c) => c.toggleHeading({ level: 2 }), 'heading', { level: 2 }),
  toggle('h3', t.heading3, Heading3, (c) => c.toggleHeading({ level: 3 }), 'heading', { level: 3 }),
  toggle('bullet', t.bulletList, List, (c) => c.toggleBulletList(), 'bulletList'),
  toggle('ordered', t.orderedList, ListOrdered, (c) => c.toggleOrderedList(), 'orderedList'),
  toggle('quote', t.blockquote, Quote, (c) => c.toggleBlockquote(), 'blockquote'),
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
  history('undo', t.undo, Undo2),
  history('redo', t.redo, Redo2),
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
