import type { Executor } from '../../db/client';
import * as repo from './repo';

/** Orders whose status differs from their latest event's; empty when every change was recorded. */
export const statusMismatches = (executor: Executor) => repo.statusMismatches(executor);
