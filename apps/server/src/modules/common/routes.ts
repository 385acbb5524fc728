import { common } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { BasicConfigRepository } from '../../platform/basic-config-repository';
import { CommonRepository } from './common-repository';
import { CommonService } from './common-service';

export function commonRoutes(core: Core): RouteBinding[] {
  const service = new CommonService(
    new CommonRepository(core.db),
    new BasicConfigRepository(core.db),
    core.config.publicUrl,
    core.config.appDownloadUrl,
  );
  return [
    route(common.getAppNewVersion, ({ query }) => service.appNewVersion(query.project_type)),
    route(common.getBasicConfigValue, ({ body }) => service.basicConfigValue(body.cfg_name)),
    route(common.getCountryList, () => service.countries()),
  ];
}
