import auth from './auth';
import common from './common';
import errors from './errors';
import listKit from './list-kit';
import notice from './notice';
import platform from './platform';
import request from './request';
import shell from './shell';
import tabs from './tabs';
import theme from './theme';

/**
 * The English texts /login and the other public pages need, and the request layer's messages:
 * bundled with the app. The signed-in screens' texts (`features.ts`) come with the signed-in area.
 */
export const enCore = {
  common,
  request,
  shell,
  tabs,
  theme,
  errors,
  auth,
  platform,
  notice,
  listKit,
};
