import type { Core } from '../core';
import type { demoMerchantViewer } from './demo-viewer';

/** The demo merchant whose past months the history makes. */
export const DEMO_MERCHANT = 10001;
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** One thing that happened at `at`; the history runs them in time order on a clock set to `at`. */
export interface Step {
  at: number;
  run: () => Promise<void>;
}

/** The services' core with its clock moved to the step being run. */
export type MovedCore = Core;
export type DemoViewer = Awaited<ReturnType<typeof demoMerchantViewer>>;
