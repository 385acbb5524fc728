import type { Localized } from '../core/lang';
import type { FeeItemCode } from './fee-items';

/**
 * The fee items' names as a breakdown shows them (spec 3 "Fee items"). Zod-free: the web's order
 * detail and the server's quotes both word charge lines from here.
 */
export const FEE_ITEM_NAMES: Readonly<Record<FeeItemCode, Localized>> = {
  basic_shipping: { en: 'Basic shipping', zh_CN: '基础运费' },
  multiline_entry: { en: 'Multiline entry', zh_CN: '多品操作费' },
  inbound_handling: { en: 'Inbound handling', zh_CN: '入库操作费' },
  outbound_handling: { en: 'Outbound handling', zh_CN: '出库操作费' },
  packaging: { en: 'Packaging', zh_CN: '包装费' },
  value_added_services: { en: 'Value-added services', zh_CN: '增值服务费' },
  declared_value: { en: 'Declared value', zh_CN: '声明价值费' },
  online_tracked_mail: { en: 'Online tracked mail', zh_CN: '在线跟踪邮件费' },
  remote_area: { en: 'Remote area plus fuel', zh_CN: '偏远地区附加费（含燃油）' },
  oversize: { en: 'Oversize plus fuel', zh_CN: '超尺寸附加费（含燃油）' },
  peak_season: { en: 'Peak season plus fuel', zh_CN: '旺季附加费（含燃油）' },
  dangerous_goods: { en: 'Dangerous goods plus fuel', zh_CN: '危险品附加费（含燃油）' },
  eu_ioss: { en: 'EU IOSS', zh_CN: '欧盟IOSS税费' },
  sg_gst: { en: 'Singapore GST', zh_CN: '新加坡消费税（GST）' },
  br_icms: { en: 'Brazilian ICMS', zh_CN: '巴西ICMS税' },
  vat: { en: 'VAT', zh_CN: '增值税（VAT）' },
};
