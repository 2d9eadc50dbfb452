import type { Order } from '@shop/contract/orders';
import {
  type CashReceipt,
  type CashReceiptRequest,
  cashReceiptRequestSchema,
  cashReceiptTypes,
} from '@shop/contract/virtual-accounts';
import { useId, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { ApiError } from '../../shared/api/errors';
import { useSchemaForm } from '../../shared/forms/use-schema-form';
import { AlertText } from '../../shared/ui/alert-text';
import { Button } from '../../shared/ui/button';
import { FormButtons } from '../../shared/ui/form-buttons';
import { FormField } from '../../shared/ui/form-field';
import styles from './cash-receipt.module.css';
import { orderText as t } from './messages';
import type { OrderActions } from './order-actions';

/**
 * 현금영수증 of an order paid by bank: the issued receipt with its link, or, while one can be
 * asked for, a button that opens the small form.
 */
export function CashReceiptBlock({
  order,
  request,
}: {
  order: Order;
  request: OrderActions['requestCashReceipt'];
}) {
  const [open, setOpen] = useState(false);
  if (order.cash_receipt) return <IssuedReceipt receipt={order.cash_receipt} />;
  if (!order.cash_receipt_available) return null;
  return (
    <section className={styles.block} aria-label={t.cashReceipt}>
      {open ? (
        <CashReceiptForm
          onSend={(body) => request(order.order_id, body)}
          onClose={() => setOpen(false)}
        />
      ) : (
        <Button variant="secondary" className={styles.ask} onClick={() => setOpen(true)}>
          {t.cashReceiptAsk}
        </Button>
      )}
    </section>
  );
}

function IssuedReceipt({ receipt }: { receipt: CashReceipt }) {
  return (
    <section className={styles.block} aria-label={t.cashReceipt}>
      <p className={styles.issued}>
        <span className={styles.muted}>{t.cashReceipt}</span>
        <span>{receipt.type}</span>
        <span>
          <span className={styles.muted}>{t.cashReceiptNumber}</span> {receipt.issue_number}
        </span>
        <a
          href={receipt.receipt_url}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.link}
        >
          {t.cashReceiptView}
          <span className="visually-hidden">{t.opensInNewTab}</span>
        </a>
      </p>
    </section>
  );
}

function CashReceiptForm({
  onSend,
  onClose,
}: {
  onSend: (body: CashReceiptRequest) => Promise<unknown>;
  onClose: () => void;
}) {
  const id = useId();
  const { form } = useSchemaForm(cashReceiptRequestSchema, {
    type: '소득공제',
    identity_number: '',
  });
  const [problem, setProblem] = useState<string>();
  const type = form.watch('type');

  const submit = form.handleSubmit(async (body) => {
    setProblem(undefined);
    try {
      await onSend(body);
      onClose();
    } catch (error) {
      const fieldMessage = error instanceof ApiError && error.fieldMessage('identity_number');
      if (fieldMessage) form.setError('identity_number', { type: 'server', message: fieldMessage });
      else setProblem(error instanceof Error ? error.message : undefined);
    }
  });

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className={styles.types}>
          <legend className={styles.legend}>{t.cashReceiptType}</legend>
          {cashReceiptTypes.map((value) => (
            <label key={value} className={styles.radio}>
              <input type="radio" value={value} {...form.register('type')} />
              {t.cashReceiptTypes[value]}
            </label>
          ))}
        </fieldset>
        <FormField
          id={`${id}-number`}
          name="identity_number"
          label={t.identityFor(type)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={24}
          hint={t.identityHint}
        />
        <AlertText message={problem} className={styles.error} />
        <FormButtons
          className={styles.buttons}
          cancelLabel={t.cashReceiptClose}
          onCancel={onClose}
          submitLabel={t.cashReceiptSubmit}
          pending={form.formState.isSubmitting}
        />
      </form>
    </FormProvider>
  );
}
