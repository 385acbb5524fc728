import { setting } from '@portal/contract';
import type { Core } from '../../core';
import { route } from '../../http/route';
import { SettingService } from './setting-service';

export function settingRoutes(core: Core) {
  const service = new SettingService(core);
  return [
    route(setting.getSettingInfo, ({ viewer }) => service.info(viewer)),
    route(setting.generateCustomerApiKey, ({ viewer }) => service.generateApiKey(viewer)),
    route(setting.updatePwd, async ({ viewer, body, lang }) => {
      await service.changePassword(viewer, body.current_pwd, body.new_pwd, lang);
      return null;
    }),
    route(setting.changeShowTrueTrackingNumber, ({ viewer, body }) =>
      service.setShowTrueTrackingNumber(viewer, body.show_true_tracking_number),
    ),
    route(setting.updateOperationGuide, async ({ viewer, body }) => {
      await service.setGuideRead(viewer, body.is_read);
      return null;
    }),
    route(setting.getSessionList, ({ viewer }) => service.sessions(viewer)),
    route(setting.endSession, async ({ viewer, body }) => {
      await service.endSession(viewer, body.id);
      return null;
    }),
    route(setting.endOtherSessions, ({ viewer }) => service.endOtherSessions(viewer)),
  ];
}
