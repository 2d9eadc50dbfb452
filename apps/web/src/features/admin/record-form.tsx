import { Plus } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import { Link, useNavigate, useParams } from '../../shared/routing';
import { Button } from '../../shared/ui/button';
import { useNotify } from '../../shared/ui/notify';
import type { AdminForm } from './admin-form';
import { AdminPageHeader } from './admin-page-header';
import styles from './form.module.css';
import { FormError } from './form-error';
import { adminText } from './messages';
import page from './page.module.css';
import { type LoadingQuery, QueryStatus } from './query-state';

/** The record's id in a "new or edit" address; none on …/new. */
export function useRecordId() {
  const { id } = useParams();
  return id ? Number(id) : undefined;
}

/**
 * A "new or edit" page: a new record's form at once; a saved record's once `useRecord` has loaded
 * it, with the edit title over the loading line or the failure until then. The form starts afresh
 * for each record.
 */
export function newOrSavedPage<Data>(
  useRecord: (id: number | undefined) => LoadingQuery & { data: Data | undefined },
  editTitle: string,
  Form: ComponentType<{ saved?: Data }>,
) {
  return function NewOrSavedPage() {
    const id = useRecordId();
    const query = useRecord(id);
    if (id === undefined) return <Form key="new" />;
    if (query.isError || !query.data) {
      return (
        <>
          <AdminPageHeader title={editTitle} />
          <QueryStatus query={query} />
        </>
      );
    }
    return <Form key={id} saved={query.data} />;
  };
}

/**
 * A short record's page (a notice, a banner): its title, its fields in one column, its last row.
 * A valid form is handed to `save`; once saved, the page says so and goes back to the list.
 */
export function RecordForm<Input extends FieldValues, Values>({
  text,
  saved,
  editor,
  save,
  createdMessage,
  listPath,
  children,
}: {
  text: { newTitle: string; editTitle: string; publish: string; save: string };
  /** Whether the record is already saved (an edit), not a new one. */
  saved: boolean;
  /** The form, as `useAdminForm` answers it; the `FormField`s inside are its fields. */
  editor: AdminForm<Input, Values>;
  save: (values: Values) => Promise<unknown>;
  createdMessage: string;
  listPath: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { form, formRef, saveWith, error } = editor;
  const onSubmit = saveWith(async (values) => {
    await save(values);
    notify(saved ? adminText.saved : createdMessage);
    navigate(listPath);
  });
  return (
    <>
      <AdminPageHeader title={saved ? text.editTitle : text.newTitle} />
      <FormProvider {...form}>
        <form ref={formRef} onSubmit={onSubmit} noValidate className={styles.form}>
          <div className={styles.noticeFields}>{children}</div>
          <RecordFormActions
            error={error}
            listPath={listPath}
            submitting={form.formState.isSubmitting}
          >
            {saved ? text.save : text.publish}
          </RecordFormActions>
        </form>
      </FormProvider>
    </>
  );
}

/** A record form's last row: why it was not saved, the way back to its list, the submit button. */
export function RecordFormActions({
  error,
  listPath,
  submitting,
  children,
}: {
  error: string | undefined;
  listPath: string;
  submitting: boolean;
  /** The submit button's label. */
  children: ReactNode;
}) {
  return (
    <div className={page.formActions}>
      <FormError message={error} />
      <Link to={listPath} className={styles.cancel}>
        {adminText.productForm.backToList}
      </Link>
      <Button type="submit" loading={submitting}>
        {children}
      </Button>
    </div>
  );
}

/** A list page's way to a new record's form, among its header's actions. */
export function NewRecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={page.newLink}>
      <Plus size={16} strokeWidth={1.5} aria-hidden />
      {children}
    </Link>
  );
}
