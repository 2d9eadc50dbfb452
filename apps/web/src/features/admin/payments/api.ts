import {
  type PaymentComparisonQuery,
  paymentComparisonAnswerSchema,
  type ReconciliationListQuery,
  reconciliationListSchema,
} from '@shop/contract/admin-payments';
import { useQuery } from '@tanstack/react-query';
import { adminApi, adminPath, useAdminList } from '../api-client';
import { adminKeys } from '../query-keys';

/** GET /v1/admin/payments/reconciliations: each decision of the reconciliation runs, newest first. */
export const useReconciliations = (query: ReconciliationListQuery) =>
  useAdminList(
    adminKeys.payments.list(query),
    '/payments/reconciliations',
    reconciliationListSchema,
    query,
  );

/** GET /v1/admin/payments/comparison: a day's comparison with the provider (the latest without a date). */
export const usePaymentComparison = (query: PaymentComparisonQuery) =>
  useQuery({
    queryKey: adminKeys.payments.comparison(query.date ?? ''),
    queryFn: () =>
      adminApi(adminPath('/payments/comparison', query), { schema: paymentComparisonAnswerSchema }),
  });
