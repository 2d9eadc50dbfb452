import type { RestockService } from '../restock/service';
import { defineJob } from './define-job';
import { outputFields } from './output';
import { everyMinutes } from './schedule';

export const RESTOCK_WAVES = 'restock-waves';

/** Every minute: the due 재입고 알림 waves, and requests past their 30 days dropped. */
export const restockWavesJob = defineJob<{ restock: Pick<RestockService, 'runWaves'> }>({
  name: RESTOCK_WAVES,
  label: '재입고 알림 발송',
  schedule: everyMinutes(1),
  async run({ restock }, now) {
    return { ...(await restock.runWaves(now)) };
  },
  summarize: (output) => {
    const fields = outputFields<{ waves: number; told: number }>(output);
    return fields ? `${fields.waves}차수 ${fields.told}명` : null;
  },
});
