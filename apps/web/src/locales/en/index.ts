import common from './common';
import request from './request';

/** English is the typed source of every translation key; each area has its own file. */
export const en = { common, request };
export type Translation = typeof en;
