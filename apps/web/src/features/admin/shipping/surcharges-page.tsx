import { zodResolver } from '@hookform/resolvers/zod';
import { formatWon } from '@shop/contract/format';
import {
  overlappingRange,
  type SurchargeRange,
  type SurchargeRangeRequest,
  shippingMessages,
  surchargeRangeRequestSchema,
} from '@shop/contract/shipping';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { formatDate } from '../../../shared/format/dates';
import { DataTable } from '../../../shared/ui/data-table';
import { FormField } from '../../../shared/ui/form-field';
import { useNotify } from '../../../shared/ui/notify';
import { AdminPageHeader } from '../admin-page-header';
import { numberColumn } from '../columns';
import { adminText } from '../messages';
import { errorMessage, LoadError } from '../query-state';
import { editRemoveColumn, RemoveRowConfirm, RowFormActions } from '../row-editing';
import { useDeleteSurchargeRange, useSaveSurchargeRange, useSurchargeRanges } from './api';
import { shippingText as t } from './shipping-text';
import styles from './surcharges-page.module.css';

type FormOutput = SurchargeRangeRequest & { fee: number };

/** 도서산간 추가 배송비: the postcode ranges, their zones and fees, edited in place. */
export function AdminSurchargesPage() {
  const query = useSurchargeRanges();
  const [editing, setEditing] = useState<SurchargeRange>();
  const [removing, setRemoving] = useState<SurchargeRange>();
  const remove = useDeleteSurchargeRange();
  const ranges = query.data?.ranges;

  return (
    <>
      <AdminPageHeader title={adminText.nav.shipping} lead={t.lead} />
      <RangeForm
        key={editing?.range_id ?? 'new'}
        editing={editing}
        ranges={ranges ?? []}
        onDone={() => setEditing(undefined)}
      />
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <>
          {ranges && <p className={styles.count}>{t.count(ranges.length)}</p>}
          <DataTable
            caption={adminText.nav.shipping}
            rows={ranges}
            loading={query.isPending}
            rowKey={(row) => row.range_id}
            empty={t.none}
            columns={[
              { key: 'zone', header: t.zone, cell: (row) => row.zone },
              numberColumn<SurchargeRange>('range', t.range, (row) =>
                row.from_postcode === row.to_postcode
                  ? row.from_postcode
                  : `${row.from_postcode}–${row.to_postcode}`,
              ),
              numberColumn<SurchargeRange>('fee', t.fee, (row) => formatWon(row.fee), {
                align: 'end',
              }),
              numberColumn<SurchargeRange>(
                'updated',
                t.updatedAt,
                (row) => formatDate(row.updated_at),
                {
                  wide: true,
                },
              ),
              editRemoveColumn((row: SurchargeRange) => row.zone, setEditing, setRemoving),
            ]}
          />
        </>
      )}
      <RemoveRowConfirm
        row={removing}
        mutation={remove}
        variables={(row) => row.range_id}
        title={(row) => t.removeTitle(row.zone)}
        removed={(row) => t.removed(row.zone)}
        onClose={() => setRemoving(undefined)}
      >
        <p>{removing && t.removeBody(removing.from_postcode, removing.to_postcode)}</p>
      </RemoveRowConfirm>
    </>
  );
}

function RangeForm({
  editing,
  ranges,
  onDone,
}: {
  editing: SurchargeRange | undefined;
  ranges: SurchargeRange[];
  onDone: () => void;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string>();
  const save = useSaveSurchargeRange();
  const notify = useNotify();
  const form = useForm<SurchargeRangeRequest, unknown, FormOutput>({
    resolver: zodResolver(surchargeRangeRequestSchema),
    defaultValues: editing ?? { zone: '', from_postcode: '', to_postcode: '', fee: 5_000 },
  });

  const submit = form.handleSubmit(async (values) => {
    const clash = overlappingRange(ranges, values, editing?.range_id);
    if (clash) {
      form.setError('from_postcode', {
        message: shippingMessages.overlap(clash.zone, clash.from_postcode, clash.to_postcode),
      });
      return;
    }
    setProblem(undefined);
    try {
      const saved = await save.mutateAsync({ ...values, id: editing?.range_id });
      notify(t.saved(saved.zone));
      form.reset({ zone: '', from_postcode: '', to_postcode: '', fee: 5_000 });
      onDone();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  });

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        aria-labelledby={`${id}-title`}
        noValidate
      >
        <h2 id={`${id}-title`} className={styles.title}>
          {editing ? t.editTitle(editing.zone) : t.formTitle}
        </h2>
        <div className={styles.fields}>
          <FormField
            name="zone"
            label={t.zone}
            placeholder={t.zonePlaceholder}
            maxLength={30}
            className={styles.zone}
          />
          {(['from_postcode', 'to_postcode'] as const).map((name) => (
            <FormField
              key={name}
              name={name}
              label={name === 'from_postcode' ? t.from : t.to}
              hint={t.postcodeHint}
              inputMode="numeric"
              maxLength={5}
              autoComplete="off"
            />
          ))}
          <FormField name="fee" label={t.fee} hint={t.feeHint} number min={0} step={500} />
        </div>
        <RowFormActions
          className={styles.actions}
          error={problem}
          editing={editing !== undefined}
          onCancel={onDone}
          saving={save.isPending}
        />
      </form>
    </FormProvider>
  );
}
