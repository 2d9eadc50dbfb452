import {
  type AdminCategoryNode,
  type AdminCategoryRow,
  adminCategoryCreateSchema,
} from '@shop/contract/admin-categories';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { useNotify } from '../../../shared/ui/notify';
import { FormError } from '../form-error';
import { errorMessage } from '../query-state';
import { catalogText } from './catalog-text';
import { useCreateCategory, useUpdateCategory } from './categories-api';
import styles from './categories-page.module.css';
import { slugFrom } from './category-tree';

const t = catalogText.categories;

/** What the form is doing: a new category (under a top one or at the top), or an edit. */
export type CategoryFormMode =
  | { kind: 'create'; parentId: number | null }
  | { kind: 'edit'; row: AdminCategoryRow };

/** Adds or edits one category; the contract's rules first, then the server's answer. */
export function CategoryForm({
  mode,
  tops,
  onDone,
}: {
  mode: CategoryFormMode;
  tops: AdminCategoryNode[];
  onDone: () => void;
}) {
  const id = useId();
  const editing = mode.kind === 'edit' ? mode.row : undefined;
  const [name, setName] = useState(editing?.name ?? '');
  const [slug, setSlug] = useState(editing?.slug ?? '');
  const [slugTouched, setSlugTouched] = useState(editing !== undefined);
  const [parentId, setParentId] = useState(mode.kind === 'create' ? mode.parentId : null);
  const [hidden, setHidden] = useState(editing?.is_hidden ?? false);
  const [problem, setProblem] = useState<string>();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const notify = useNotify();
  const nameInput = useRef<HTMLInputElement>(null);
  useEffect(() => nameInput.current?.focus(), []);

  const title = editing
    ? t.editTitle(editing.name)
    : parentId === null
      ? t.create
      : t.createChild(tops.find((c) => c.category_id === parentId)?.name ?? '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = adminCategoryCreateSchema.safeParse({
      name,
      slug,
      is_hidden: hidden,
      parent_id: parentId,
    });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    try {
      if (editing) {
        const { name: n, slug: s, is_hidden } = checked.data;
        await update.mutateAsync({ id: editing.category_id, name: n, slug: s, is_hidden });
        notify(t.saved(n));
      } else {
        await create.mutateAsync(checked.data);
        notify(t.created(checked.data.name));
      }
      onDone();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`} className={styles.formTitle}>
        {title}
      </h2>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={`${id}-f1`} className={styles.label}>
            {t.name}
          </label>
          <input
            id={`${id}-f1`}
            ref={nameInput}
            className={styles.input}
            value={name}
            maxLength={30}
            onChange={(e) => {
              setName(e.target.value);
              if (!slugTouched) setSlug(slugFrom(e.target.value));
            }}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-f2`} className={styles.label}>
            {t.slug}
          </label>
          <input
            id={`${id}-f2`}
            className={styles.input}
            value={slug}
            maxLength={40}
            autoCapitalize="none"
            spellCheck={false}
            aria-describedby={`${id}-slug-hint`}
            onChange={(e) => {
              setSlug(e.target.value);
              setSlugTouched(true);
            }}
          />
          <span id={`${id}-slug-hint`} className={styles.hint}>
            {t.slugHint}
          </span>
        </div>
        {!editing && (
          <div className={styles.field}>
            <label htmlFor={`${id}-f3`} className={styles.label}>
              {t.parent}
            </label>
            <select
              id={`${id}-f3`}
              className={styles.input}
              value={parentId ?? ''}
              onChange={(e) => setParentId(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">{t.topLevel}</option>
              {tops.map((c) => (
                <option key={c.category_id} value={c.category_id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <label className={styles.check}>
          <input type="checkbox" checked={hidden} onChange={(e) => setHidden(e.target.checked)} />
          {t.hidden}
        </label>
      </div>
      <FormError message={problem} />
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onDone}>
          {t.cancel}
        </Button>
        <Button type="submit" loading={create.isPending || update.isPending}>
          {editing ? t.save : t.add}
        </Button>
      </div>
    </form>
  );
}
