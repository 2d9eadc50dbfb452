import {
  type AdminCategoryNode,
  type AdminCategoryRow,
  adminCategoryCreateSchema,
} from '@shop/contract/admin-categories';
import type { MeasureTemplate } from '@shop/contract/measure-rules';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from '../../../shared/ui/notify';
import { catalogText, measureTemplateChoices } from './catalog-text';
import { useCreateCategory, useUpdateCategory } from './categories-api';
import styles from './categories-page.module.css';
import { slugFrom } from './category-tree';
import { PanelField, PanelForm, useCheckedSubmit } from './panel-form';

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
  const editing = mode.kind === 'edit' ? mode.row : undefined;
  const [name, setName] = useState(editing?.name ?? '');
  const [slug, setSlug] = useState(editing?.slug ?? '');
  const [slugTouched, setSlugTouched] = useState(editing !== undefined);
  const [parentId, setParentId] = useState(mode.kind === 'create' ? mode.parentId : null);
  const [hidden, setHidden] = useState(editing?.is_hidden ?? false);
  const [template, setTemplate] = useState<MeasureTemplate | ''>(editing?.measure_template ?? '');
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

  const { problem, submit } = useCheckedSubmit(
    () =>
      adminCategoryCreateSchema.safeParse({
        name,
        slug,
        is_hidden: hidden,
        measure_template: template || null,
        parent_id: parentId,
      }),
    async (data) => {
      if (editing) {
        const { name: n, slug: s, is_hidden, measure_template } = data;
        await update.mutateAsync({
          id: editing.category_id,
          name: n,
          slug: s,
          is_hidden,
          measure_template,
        });
        notify(t.saved(n));
      } else {
        await create.mutateAsync(data);
        notify(t.created(data.name));
      }
      onDone();
    },
  );

  return (
    <PanelForm
      title={title}
      problem={problem}
      onSubmit={submit}
      submit={{ label: editing ? t.save : t.add, pending: create.isPending || update.isPending }}
      onCancel={onDone}
    >
      <PanelField
        label={t.name}
        control={(props) => (
          <input
            {...props}
            ref={nameInput}
            value={name}
            maxLength={30}
            onChange={(e) => {
              setName(e.target.value);
              if (!slugTouched) setSlug(slugFrom(e.target.value));
            }}
          />
        )}
      />
      <PanelField
        label={t.slug}
        hint={t.slugHint}
        control={(props) => (
          <input
            {...props}
            value={slug}
            maxLength={40}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(e) => {
              setSlug(e.target.value);
              setSlugTouched(true);
            }}
          />
        )}
      />
      {!editing && (
        <PanelField
          label={t.parent}
          control={(props) => (
            <select
              {...props}
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
          )}
        />
      )}
      <PanelField
        label={t.measureTemplate}
        hint={t.measureTemplateHint}
        control={(props) => (
          <select
            {...props}
            value={template}
            onChange={(e) => setTemplate(e.target.value as MeasureTemplate | '')}
          >
            {measureTemplateChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      />
      <label className={styles.check}>
        <input type="checkbox" checked={hidden} onChange={(e) => setHidden(e.target.checked)} />
        {t.hidden}
      </label>
    </PanelForm>
  );
}
