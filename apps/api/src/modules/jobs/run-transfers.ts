import type { TransferService } from '../transfers/service';
import { defineJob } from './define-job';
import { countIn, outputFields } from './output';
import { everyMinutes } from './schedule';

export const RUN_TRANSFERS = 'run-transfers';

/**
 * Every minute, and as soon as an import is started or an export requested: runs the queued
 * imports and exports, fails runs whose instance stopped, and drops files past their seven days.
 */
export const runTransfersJob = defineJob<{ transfers: Pick<TransferService, 'runQueued'> }>({
  name: RUN_TRANSFERS,
  label: '가져오기·내보내기 실행',
  schedule: everyMinutes(1, '실행·요청 직후에도'),
  async run({ transfers }, now) {
    return { ...(await transfers.runQueued(now)) };
  },
  summarize: (output) => {
    const o = outputFields<{ done: number; failed: number }>(output);
    return o ? `완료 ${countIn(o.done)} · 실패 ${countIn(o.failed)}` : null;
  },
});
