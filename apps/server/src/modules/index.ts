import type { Core } from '../core';
import type { RouteBinding } from '../http/route';
import { authModule } from './auth/routes';
import { commonModule } from './common/routes';
import { dashboardModule } from './dashboard/routes';
import { importJobsModule } from './import-jobs/routes';
import { monitorModule } from './monitor/routes';
import { noticeModule } from './notice/routes';
import { opsContentModule } from './ops-content/routes';
import { opsIdentityModule } from './ops-identity/routes';
import { productModule } from './product/routes';
import { productReferenceModule } from './product-reference/routes';
import { settingModule } from './setting/routes';
import { translateModule } from './translate/routes';
import { uploadModule } from './upload/routes';
import { userModule } from './user/routes';

/** Every feature module; each answers the routes of its operations in the contract. */
export const MODULES: ReadonlyArray<(core: Core) => RouteBinding[]> = [
  authModule,
  userModule,
  settingModule,
  opsIdentityModule,
  noticeModule,
  dashboardModule,
  commonModule,
  uploadModule,
  monitorModule,
  opsContentModule,
  productReferenceModule,
  productModule,
  importJobsModule,
  translateModule,
];
