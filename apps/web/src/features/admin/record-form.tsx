import { Plus } from 'lucide-react';
import type { ComponentProps, ComponentType, FormEvent, ReactNode, Ref } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { Button } from '../../shared/ui/button';
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

/** A short record's page (a notice, a banner): its title, its fields in one column, its last row. */
export function RecordForm<Values extends FieldValues>({
  title,
  form,
  formRef,
  onSubmit,
  submitLabel,
  children,
  ...actions
}: Omit<ComponentProps<typeof RecordFormActions>, 'children'> & {
  title: string;
  /** The form's fields, for the `FormField`s inside. */
  form: UseFormReturn<Values>;
  formRef: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <AdminPageHeader title={title} />
      <FormProvider {...form}>
        <form ref={formRef} onSubmit={onSubmit} noValidate className={styles.form}>
          <div className={styles.noticeFields}>{children}</div>
          <RecordFormActions {...actions}>{submitLabel}</RecordFormActions>
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
