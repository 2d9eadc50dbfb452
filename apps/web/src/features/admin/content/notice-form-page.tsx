import { type Notice, noticeRequestSchema } from '@shop/contract/notices';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { LazyRichTextEditor } from '../../../shared/rich-text/lazy-rich-text-editor';
import { isRichTextEmpty } from '../../../shared/rich-text/rich-text-value';
import { FormField } from '../../../shared/ui/form-field';
import { useAdminForm } from '../admin-form';
import styles from '../form.module.css';
import { adminText } from '../messages';
import { newOrSavedPage, RecordForm } from '../record-form';
import { useNotice, useSaveNotice } from './api';

const t = adminText.notices;

/** An editor that holds nothing still answers '<p></p>': that counts as no content. */
const noticeFormSchema = z
  .object({ title: z.string(), payload: z.string(), pinned: z.boolean() })
  .transform((v) => ({ ...v, payload: isRichTextEmpty(v.payload) ? '' : v.payload }))
  .pipe(noticeRequestSchema.required({ pinned: true }));

/** /admin/notices/new and /admin/notices/:id: a notice written with the rich-text editor. */
export const AdminNoticeFormPage = newOrSavedPage(useNotice, t.editTitle, NoticeForm);

function NoticeForm({ saved: notice }: { saved?: Notice }) {
  const labelId = useId();
  const save = useSaveNotice(notice?.notice_id);
  const editor = useAdminForm(noticeFormSchema, {
    title: notice?.title ?? '',
    payload: notice?.payload ?? '',
    pinned: notice?.pinned ?? false,
  });
  const {
    register,
    control,
    formState: { errors },
  } = editor.form;
  return (
    <RecordForm
      text={t}
      saved={notice !== undefined}
      editor={editor}
      save={save.mutateAsync}
      createdMessage={t.created}
      listPath="/admin/notices"
    >
      <FormField name="title" label={t.title} />
      <div className={styles.textareaField}>
        <span id={labelId} className={styles.label}>
          {t.payload}
        </span>
        <Controller
          control={control}
          name="payload"
          render={({ field }) => (
            <LazyRichTextEditor
              value={field.value}
              onChange={field.onChange}
              label={t.payload}
              labelledBy={labelId}
              describedBy={errors.payload ? `${labelId}-error` : undefined}
              invalid={Boolean(errors.payload)}
              placeholder={t.payloadPlaceholder}
              minHeight={360}
            />
          )}
        />
        {errors.payload && (
          <p id={`${labelId}-error`} className={styles.error}>
            {errors.payload.message}
          </p>
        )}
      </div>
      <label className={styles.check}>
        <input type="checkbox" {...register('pinned')} />
        {t.pinOnTop}
      </label>
    </RecordForm>
  );
}
