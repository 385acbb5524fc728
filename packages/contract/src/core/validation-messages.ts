import type { z } from 'zod';
import type { Lang, Localized } from './lang';

/**
 * Messages that zod rules in this package refer to by key (`{ message: 'v.email' }`), so that the
 * server and the web forms say the same thing in the same language. `{name}` placeholders are
 * filled from the issue (min, max, label).
 */
export const validationMessages = {
  'v.required': { en: 'please input {label}', zh_CN: '请输入{label}' },
  'v.requiredSelect': { en: 'please select {label}', zh_CN: '请选择{label}' },
  'v.invalid': { en: 'Invalid value', zh_CN: '无效的值' },
  'v.type': { en: 'Wrong value type', zh_CN: '值的类型错误' },
  'v.tooShort': { en: 'At least {min} characters', zh_CN: '至少 {min} 个字符' },
  'v.tooLong': { en: 'No more than {max} characters', zh_CN: '不能超过 {max} 个字符' },
  'v.tooSmall': { en: 'Must be at least {min}', zh_CN: '不能小于 {min}' },
  'v.tooBig': { en: 'Must be at most {max}', zh_CN: '不能大于 {max}' },
  'v.tooFewItems': { en: 'Select at least {min}', zh_CN: '至少选择 {min} 项' },
  'v.tooManyItems': { en: 'At most {max} items', zh_CN: '最多 {max} 项' },
  'v.unknownField': { en: 'Unknown field', zh_CN: '未知字段' },
  'v.email': { en: 'Please enter a valid email address', zh_CN: '请输入有效的邮箱地址' },
  // Spelled as spec 5 spells it for the warning e-mails.
  'v.warningEmail': { en: 'Invailid email,please re-enter!', zh_CN: '邮箱格式错误，请重新输入！' },
  'v.warningEmailMax': { en: 'At most 10 warning emails', zh_CN: '预警邮箱最多 10 个' },
  'v.duplicateEmail': { en: 'This email is already in the list', zh_CN: '该邮箱已在列表中' },
  'v.skuLimitedArea': {
    en: 'An account limited to chosen SKUs cannot see Billing, Top-up or Statistics: their figures cover every SKU',
    zh_CN: '仅限部分 SKU 的账号不能查看账单、充值和统计：这些数据涵盖所有 SKU',
  },
  'v.chooseSkus': { en: 'Please choose at least one SKU', zh_CN: '请至少选择一个 SKU' },
  'v.password': {
    en: 'Password must be 8-64 characters and contain letters and digits',
    zh_CN: '密码须为 8-64 位，且包含字母和数字',
  },
  'v.passwordMismatch': { en: 'Inconsistency between two password entries', zh_CN: '两次输入的密码不一致' },
  'v.passwordMismatchChange': {
    en: 'The confirmation password does not match the new password',
    zh_CN: '确认密码与新密码不一致',
  },
  'v.passwordSame': { en: 'The new password must differ from the current one', zh_CN: '新密码不能与当前密码相同' },
  'v.privacy': { en: 'Please read and agree to the privacy policy', zh_CN: '请阅读并同意隐私政策' },
  'v.phone': { en: 'Please enter a valid phone number', zh_CN: '请输入有效的电话号码' },
  'v.timeZone': { en: 'Unknown time zone', zh_CN: '未知的时区' },
  'v.pageSize': {
    en: 'Page size must be one of 10, 20, 30, 50, 100, 200',
    zh_CN: '每页条数须为 10、20、30、50、100、200 之一',
  },
  'v.country': { en: 'Unknown country', zh_CN: '未知的国家' },
  'v.currency': { en: 'Unsupported currency', zh_CN: '不支持的币种' },
  // Messages are shown under their field, whose label is beside them: they do not repeat it. Where
  // a message stands apart from its field (an import row's reasons), the label is put in front.
  'v.sku': {
    en: 'Up to 30 letters, digits, hyphens, underscores, spaces or dots, not starting or ending with a space',
    zh_CN: '最多 30 位，只能包含字母、数字、中划线、下划线、空格和点，且首尾不能为空格',
  },
  'v.barcode': {
    en: 'Up to 30 letters, digits or hyphens',
    zh_CN: '最多 30 位，只能包含字母、数字和中划线',
  },
  'v.hsCode': { en: 'Must be 6-10 digits', zh_CN: '须为 6-10 位数字' },
  'v.wholeNumber': { en: 'Must be a whole number', zh_CN: '须为整数' },
  'v.choice': { en: 'Choose one of the options', zh_CN: '请从选项中选择' },
  'v.unknownChoice': { en: 'This option does not exist, choose another', zh_CN: '该选项不存在，请重新选择' },
  'v.dateTime': { en: 'Must be a valid date and time', zh_CN: '须为有效的日期时间' },
  'v.dateRange': {
    en: 'The end date must not be before the start date, and the range at most 366 days',
    zh_CN: '结束日期不能早于开始日期，且范围不超过 366 天',
  },
  'v.positiveMoney': {
    en: 'Must be greater than 0 with at most 2 decimals',
    zh_CN: '须大于 0，且最多 2 位小数',
  },
  'v.imageSuffix': {
    en: 'The image must be a jpg, jpeg, png or gif file',
    zh_CN: '图片须为 jpg、jpeg、png 或 gif 格式',
  },
  'v.positiveMeasure': {
    en: 'Must be a number greater than 0 with at most 2 decimals',
    zh_CN: '须为大于 0 的数字，且最多 2 位小数',
  },
  'v.batchLimit': { en: 'At most 5000 entries, one per line', zh_CN: '最多 5000 条，每行一条' },
  'v.nonNegativeInteger': { en: 'Must be a whole number of 0 or more', zh_CN: '须为大于等于 0 的整数' },
  'v.passwordCommon': {
    en: 'This password is too common or has appeared in a data breach, please choose another',
    zh_CN: '该密码过于常见或已在数据泄露中出现，请换一个',
  },
  'v.passwordPersonal': {
    en: 'The password must not contain your email address or name',
    zh_CN: '密码不能包含您的邮箱或姓名',
  },
  'v.retryInSeconds': { en: 'please try again in {seconds} seconds', zh_CN: '请 {seconds} 秒后再试' },
  'v.retryInMinutes': { en: 'please try again in {minutes} minutes', zh_CN: '请 {minutes} 分钟后再试' },
  'v.imageReference': {
    en: 'The image must be one uploaded to this account',
    zh_CN: '图片须为本账号上传的图片',
  },
  'v.currentSession': {
    en: 'This is the session you are using: log out to end it',
    zh_CN: '这是您正在使用的会话，请通过退出登录结束',
  },
  // Orders (spec 5 "Order create", "Next step", "Order detail", "Value-added service"): the spec words
  // each required field's message itself.
  'v.platformOrderNo': { en: 'Please enter Platform Order No.', zh_CN: '请输入平台订单号' },
  'v.firstName': { en: 'Please enter First Name', zh_CN: '请输入名' },
  'v.phoneRequired': { en: 'Please enter Phone', zh_CN: '请输入电话' },
  'v.city': { en: 'Please enter City', zh_CN: '请输入城市' },
  'v.state': { en: 'Please enter State', zh_CN: '请输入州/省' },
  'v.countrySelect': { en: 'Please Select Country', zh_CN: '请选择国家' },
  'v.zip': { en: 'Please enter Zip', zh_CN: '请输入邮编' },
  'v.address1': { en: 'Please enter Address1', zh_CN: '请输入地址1' },
  'v.shippingMethod': { en: 'Please Select Shipping Method', zh_CN: '请选择物流方式' },
  'v.houseNumberEu': {
    en: 'Please enter House Number: EU destinations need one',
    zh_CN: '请输入门牌号：欧盟国家的地址必须填写门牌号',
  },
  'v.warehouseSelect': { en: 'Please select a warehouse!', zh_CN: '请选择仓库！' },
  // Self-service parcel orders (issue 27): the pre-advice's own required fields.
  'v.senderSelect': { en: 'Please select a sender address', zh_CN: '请选择发件地址' },
  'v.pieceAdd': { en: 'Please add at least one parcel', zh_CN: '请至少添加一个包裹' },
  'v.pickupWindow': {
    en: 'Please enter the pickup window: its end must be after its start',
    zh_CN: '请填写揽收时间段：结束时间须晚于开始时间',
  },
  'v.handoverCourier': { en: 'Please enter the courier that brings the parcel', zh_CN: '请填写送货快递公司' },
  'v.handoverTracking': { en: "Please enter the courier's tracking number", zh_CN: '请填写快递单号' },
  'v.iossNeedsDdp': {
    en: 'IOSS parcels are delivered duties paid: choose DDP or remove the IOSS number',
    zh_CN: 'IOSS 包裹须为完税交货：请选择 DDP 或删除 IOSS 号',
  },
  'v.countrySelectNext': { en: 'Please select a country!', zh_CN: '请选择国家！' },
  'v.productSelect': { en: 'Please select the product!', zh_CN: '请选择商品！' },
  'v.productAdd': { en: 'Please add product information!', zh_CN: '请添加商品信息！' },
  'v.shippingMethodNext': { en: 'Please select a shipping method!', zh_CN: '请选择物流方式！' },
  'v.lineName': { en: 'The name cannot be empty!', zh_CN: '名称不能为空！' },
  'v.linePrice': { en: 'The price cannot be null or 0!', zh_CN: '价格不能为空或0！' },
  'v.notANumber': { en: 'Must be a number', zh_CN: '须为数字' },
  'v.lineQuantity': { en: 'The quantity cannot be null or 0!', zh_CN: '数量不能为空或0！' },
  'v.lineDuplicate': { en: 'This SKU is already in the order', zh_CN: '该SKU已在订单中' },
  'v.vasType': { en: 'Please select a value-added service type', zh_CN: '请选择增值服务类型' },
  'v.vasQuantity': { en: 'Quantity cannot be empty', zh_CN: '数量不能为空' },
  'v.vasDuplicate': { en: 'Value-added services already exist!', zh_CN: '增值服务已存在！' },
  'v.vasTooMany': {
    en: 'The current number of optional value-added services cannot be greater than the total number of items!',
    zh_CN: '当前可选增值服务的数量不能大于商品总数！',
  },
  'v.skuUnknown': { en: 'SKU code does not exist', zh_CN: 'SKU编码不存在' },
  'v.skuNotGranted': { en: 'SKU {sku} is not one of your SKUs', zh_CN: 'SKU {sku} 不在您的权限范围内' },
  'v.packageUnits': { en: 'A package holds at least 2 units in all', zh_CN: '组合商品的商品总数至少为 2 件' },
  'v.packagingUnknown': { en: 'Packaging code does not exist', zh_CN: '包材编码不存在' },
  'v.packagingNotYours': { en: '{code} is not one of your packaging items', zh_CN: '{code} 不是您的包材' },
  'v.packagingDefaultDuplicate': { en: 'This code is already listed', zh_CN: '该编码已在列表中' },
  'v.packagingDefaultUnknown': {
    en: '{code} is neither a SKU nor a package of yours',
    zh_CN: '{code} 不是您的SKU或组合商品',
  },
  'v.componentDuplicate': { en: 'This SKU is already in the package', zh_CN: '该SKU已在组合商品中' },
  'v.componentQuantity': { en: 'Quantity must be a whole number from 1 to 999', zh_CN: '数量须为 1 到 999 的整数' },
  'v.packageInPackage': {
    en: '{sku} is a package: a package holds SKUs only',
    zh_CN: '{sku} 是组合商品：组合商品只能包含SKU',
  },
  'v.over500': { en: 'Over 500 characters, unable to submit!', zh_CN: '超过500个字符，无法提交！' },
  'v.methodCode': {
    en: '2-40 capital letters, digits, hyphens or underscores, starting with a letter or digit',
    zh_CN: '2-40 位大写字母、数字、中划线或下划线，以字母或数字开头',
  },
  'v.postcode': {
    en: 'A postcode or its beginning: up to 4 letters, then up to 6 digits (HS, KW15, 900, 25846)',
    zh_CN: '邮编或其开头：最多 4 个字母，后接最多 6 位数字（如 HS、KW15、900、25846）',
  },
  'v.serialNumber': {
    en: '4-50 letters, digits, hyphens, underscores, dots or slashes, starting with a letter or digit',
    zh_CN: '4-50 位字母、数字、中划线、下划线、点或斜杠，以字母或数字开头',
  },
  'v.date': { en: 'Must be a date as YYYY-MM-DD', zh_CN: '须为 YYYY-MM-DD 格式的日期' },
  // The strict input values (rules/strict-values.ts): what a client sent that no field takes.
  'v.flag': { en: 'Must be 0 or 1', zh_CN: '须为 0 或 1' },
  'v.yesNo': { en: 'Must be true or false', zh_CN: '须为 true 或 false' },
  'v.dateWindow': {
    en: 'Must be a date from 2000-01-01 to 2100-12-31',
    zh_CN: '须为 2000-01-01 至 2100-12-31 之间的日期',
  },
  'v.brokenText': {
    en: 'Contains a broken character (half of an emoji or symbol): please type it again',
    zh_CN: '包含残缺的字符（半个表情或符号），请重新输入',
  },
  // Inbound bookings (spec 5 "Inbound").
  'v.inboundQuantity': { en: 'The quantity cannot be 0', zh_CN: '数量不能为0' },
  'v.skuQuantityMismatch': { en: 'SKU quantity does not match', zh_CN: 'SKU数量不匹配' },
  'v.skuTwiceInBox': { en: 'The same SKU cannot be added twice to one box', zh_CN: '同一箱中不能重复添加相同的SKU' },
  'v.skuNotBooked': { en: 'This SKU is not among the booked products', zh_CN: '该SKU不在预约商品中' },
  'v.insuranceLine': { en: 'SKU or quantity cannot be empty', zh_CN: 'SKU或数量不能为空' },
  'v.insuranceOverBooked': {
    en: 'More units insured than booked',
    zh_CN: '投保数量不能大于预约数量',
  },
  'v.packingMethod': { en: 'Please select a packing method', zh_CN: '请选择装箱方式' },
  'v.packingList': { en: 'Please fill in the packing list', zh_CN: '请填写装箱单' },
  'v.oneSkuPerBox': { en: 'One SKU per box: a box holds a single SKU', zh_CN: '一箱一SKU：每箱只能装一种SKU' },
  'v.allInOneBox': {
    en: 'All SKUs in one box: the packing list has exactly one box',
    zh_CN: '所有SKU装一箱：装箱单只能有一箱',
  },
  'v.tooManyBoxes': { en: 'At most 2000 boxes per booking', zh_CN: '每个预约单最多 2000 箱' },
  'v.courier': { en: 'Please enter the courier company', zh_CN: '请输入物流公司' },
  'v.volume': {
    en: 'Please enter the cargo volume (m³, at most 3 decimals)',
    zh_CN: '请输入货物体积（m³，最多 3 位小数）',
  },
  'v.arrivalDate': { en: 'Please select the estimated arrival date', zh_CN: '请选择预计到仓日期' },
  'v.arrivalPeriod': { en: 'Please select the estimated arrival period', zh_CN: '请选择预计到仓时段' },
  'v.commentRequired': { en: 'Please enter a comment', zh_CN: '请输入备注' },
  'v.voucherRequired': { en: 'Please upload the payment voucher', zh_CN: '请上传付款凭证' },
  'v.platformCode': {
    en: 'A code of 2-30 lower-case letters, digits or underscores, starting with a letter',
    zh_CN: '须为 2-30 位小写字母、数字或下划线，以字母开头',
  },
  'v.exchangeRate': {
    en: 'A rate greater than 0 with at most 10 decimals',
    zh_CN: '须为大于 0 的汇率，最多 10 位小数',
  },
  'v.currencyAmount': {
    en: 'Must be greater than 0 with at most 2 decimals (none for JPY and KRW)',
    zh_CN: '须大于 0，最多 2 位小数（日元、韩元不能有小数）',
  },
  'v.voucherType': { en: 'The voucher must be a jpg, png or pdf file', zh_CN: '凭证须为 jpg、png 或 pdf 文件' },
  'v.voucherSize': { en: 'The voucher must be at most 10 MB', zh_CN: '凭证不能超过 10 MB' },
  // Inbound guidelines (issue 28): what staff publish per warehouse.
  'v.timeOfDay': { en: 'Must be a time of day as HH:mm', zh_CN: '须为 HH:mm 格式的时间' },
  'v.receivingHours': {
    en: 'Receiving must end after it starts',
    zh_CN: '收货结束时间须晚于开始时间',
  },
  'v.weekday': {
    en: 'Days are 1 (Monday) to 7 (Sunday), each once',
    zh_CN: '星期为 1（周一）至 7（周日），每天只能出现一次',
  },
  'v.guidelineTitle': { en: 'Please enter the section title', zh_CN: '请输入段落标题' },
  'v.guidelineText': { en: 'Please enter the paragraph text', zh_CN: '请输入段落内容' },
  'v.positiveWhole': { en: 'Must be a whole number greater than 0', zh_CN: '须为大于 0 的整数' },
} as const satisfies Record<string, Localized>;

export type ValidationMessageKey = keyof typeof validationMessages;

export function isValidationMessageKey(key: string): key is ValidationMessageKey {
  return Object.hasOwn(validationMessages, key);
}

export function formatMessage(template: string, params: Record<string, string | number | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

export function validationMessage(
  key: ValidationMessageKey,
  lang: Lang,
  params: Record<string, string | number | undefined> = {},
): string {
  return formatMessage(validationMessages[key][lang], params);
}

export interface FieldError {
  field: string;
  message: string;
}

/** A value of a message's `{name}`: a number, a text, or a text in each language. */
export type MessageParam = string | number | Localized;

/**
 * A field's refusal before it is put in words: a message key (or a message given in each language)
 * and its parameters. Services refuse with these; the server's error handler words them in the
 * request's language, so no service needs to know it.
 */
export interface FieldProblem {
  field: string;
  message: ValidationMessageKey | Localized;
  params?: Record<string, MessageParam>;
}

export function localizeProblem(problem: FieldProblem, lang: Lang): FieldError {
  const template = typeof problem.message === 'string' ? validationMessages[problem.message] : problem.message;
  const params = Object.fromEntries(
    Object.entries(problem.params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'object' ? value[lang] : value,
    ]),
  );
  return { field: problem.field, message: formatMessage(template[lang], params) };
}

/** Turns zod issues into messages in the user's language, keyed by dotted field path. */
export function localizeIssues(issues: readonly z.core.$ZodIssue[], lang: Lang): FieldError[] {
  return issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: localizeIssue(issue, lang),
  }));
}

export interface IssueContext {
  /** The field's label as the user sees it; defaults to the field path. */
  label?: string;
  /** A select, radio or checkbox: required reads 'please select {label}'. */
  select?: boolean;
}

export function localizeIssue(issue: z.core.$ZodIssue, lang: Lang, context: IssueContext = {}): string {
  const label = context.label ?? issue.path.map(String).join('.');
  const required = (key: ValidationMessageKey): ValidationMessageKey =>
    key === 'v.required' && context.select ? 'v.requiredSelect' : key;
  if (issue.message && isValidationMessageKey(issue.message)) {
    const params = 'minimum' in issue || 'maximum' in issue ? limits(issue) : {};
    return validationMessage(required(issue.message), lang, { label, ...params });
  }
  switch (issue.code) {
    case 'too_small': {
      const { min } = limits(issue);
      if (issue.origin === 'string')
        return validationMessage(Number(issue.minimum) <= 1 ? required('v.required') : 'v.tooShort', lang, {
          label,
          min,
        });
      if (issue.origin === 'array' || issue.origin === 'set') return validationMessage('v.tooFewItems', lang, { min });
      return validationMessage('v.tooSmall', lang, { min });
    }
    case 'too_big': {
      const { max } = limits(issue);
      if (issue.origin === 'string') return validationMessage('v.tooLong', lang, { max });
      if (issue.origin === 'array' || issue.origin === 'set') return validationMessage('v.tooManyItems', lang, { max });
      return validationMessage('v.tooBig', lang, { max });
    }
    case 'invalid_type':
      if (issue.expected === 'int') return validationMessage('v.wholeNumber', lang);
      // zod reports no input by default; its own message says what it received.
      return /received (undefined|null)$/.test(issue.message) ||
        ('input' in issue && (issue.input === undefined || issue.input === null))
        ? validationMessage(required('v.required'), lang, { label })
        : validationMessage('v.type', lang);
    case 'invalid_format':
      if (issue.format === 'email') return validationMessage('v.email', lang);
      if (issue.format === 'datetime' || issue.format === 'date') return validationMessage('v.dateTime', lang);
      return validationMessage('v.invalid', lang);
    case 'invalid_value':
      return validationMessage('v.choice', lang);
    case 'invalid_union': {
      const branch = tellingIssue(issue.errors.flat());
      return branch ? localizeIssue(branch, lang, context) : validationMessage('v.invalid', lang);
    }
    case 'unrecognized_keys':
      return validationMessage('v.unknownField', lang);
    default:
      return validationMessage('v.invalid', lang);
  }
}

/**
 * The branch of a union that says most about what was wrong: a rule's own message (the money rule
 * of "'' or null or money") before a type mismatch of another branch, and a choice among literals.
 */
function tellingIssue(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue | undefined {
  const own = issues.find((i) => isValidationMessageKey(i.message) && i.message !== 'v.required');
  if (own) return own;
  if (issues.length > 0 && issues.every((i) => i.code === 'invalid_value')) return issues[0];
  return issues.find((i) => i.code !== 'invalid_type' && i.code !== 'invalid_value');
}

function limits(issue: z.core.$ZodIssue): { min?: number; max?: number } {
  const min = 'minimum' in issue ? Number(issue.minimum) : undefined;
  const max = 'maximum' in issue ? Number(issue.maximum) : undefined;
  return { min, max };
}
