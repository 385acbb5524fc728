import { enCore } from './core';
import { enFeatures } from './features';

/** English is the typed source of every translation key; each area has its own file. */
export const en = { ...enCore, ...enFeatures };
export type Translation = typeof en;
