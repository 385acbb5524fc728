import { buildMenuList, type CurrentUser, type Lang } from '@portal/contract';
import type { Core } from '../../core';
import { AppError } from '../../kernel/app-error';
import type { Viewer } from '../../kernel/viewer';
import { profileLang } from './profile-service';

export class UserService {
  constructor(private readonly core: Core) {}

  async currentUser(viewer: Viewer, lang: Lang): Promise<CurrentUser> {
    const [account, customer] = await Promise.all([
      this.core.accounts.findById(viewer.customerId, viewer.accountId),
      this.core.customers.find(viewer.customerId),
    ]);
    if (!account || !customer) throw new AppError('SESSION_EXPIRED');
    return {
      name: viewer.isMain ? customer.name : `${account.first_name} ${account.last_name}`.trim(),
      email: account.email,
      customer_id: customer.id,
      customer_sub_account_id: viewer.subAccountId,
      account_id: viewer.accountId,
      platform_type: customer.platform_type,
      menu_list: buildMenuList({
        isMain: viewer.isMain,
        grant: viewer.grant,
        customerId: customer.id,
        feeCustomerId: this.core.config.feeCustomerId,
        lang,
      }),
      guide_type_3: account.guide_type_3,
      app_down_button_is_display: customer.app_down_button_is_display,
      grant: viewer.grant,
      time_zone: account.time_zone,
      lang: profileLang(account.lang),
    };
  }
}
