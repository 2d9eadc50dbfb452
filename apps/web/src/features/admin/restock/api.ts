import { restockDemandSchema, restockWavesSchema } from '@shop/contract/restock';
import { useQuery } from '@tanstack/react-query';
import { adminRecord } from '../api-client';

const restockKeys = {
  all: ['admin', 'restock'] as const,
  demand: () => ['admin', 'restock', 'demand'] as const,
  waves: (optionId: number) => ['admin', 'restock', 'waves', optionId] as const,
};

/** GET /v1/admin/restock: every option someone asked about, most waiting first. */
export const useRestockDemand = () =>
  useQuery(adminRecord(restockKeys.demand(), '/restock', restockDemandSchema));

/** GET /v1/admin/restock/{option_id}/waves: the option's waves, newest first. */
export const useRestockWaves = (optionId: number) =>
  useQuery(
    adminRecord(restockKeys.waves(optionId), `/restock/${optionId}/waves`, restockWavesSchema),
  );
