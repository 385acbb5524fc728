import type { Translation } from '../en';
import common from './common';
import request from './request';

export const zhCN: Translation = { common, request };
