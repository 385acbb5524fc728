/**
 * Mainland addresses written in Chinese, province → city → district → street: "广东省深圳市南山区科苑路15号".
 * The province (as written, with or without 省) is `state`; the city (up to its 市/州/盟/地区) is
 * `city`; the rest, district first, is `address1`. A municipality (北京, 上海, 天津, 重庆) is both
 * state and city. A well-known city written without its province gets its province, so the state
 * the portal requires is filled.
 */
export interface ChineseAddress {
  state: string;
  city: string;
  address1: string;
}

const MUNICIPALITIES = ['北京', '上海', '天津', '重庆'];
const PROVINCES = [
  ...MUNICIPALITIES,
  '河北',
  '山西',
  '辽宁',
  '吉林',
  '黑龙江',
  '江苏',
  '浙江',
  '安徽',
  '福建',
  '江西',
  '山东',
  '河南',
  '湖北',
  '湖南',
  '广东',
  '海南',
  '四川',
  '贵州',
  '云南',
  '陕西',
  '甘肃',
  '青海',
  '台湾',
  '内蒙古',
  '广西',
  '西藏',
  '宁夏',
  '新疆',
  '香港',
  '澳门',
];
const PROVINCE_SUFFIX = /^(?:省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)/;

/** Cities merchants write without their province, and that province. */
const CITY_PROVINCE: Readonly<Record<string, string>> = {
  深圳: '广东省',
  广州: '广东省',
  东莞: '广东省',
  佛山: '广东省',
  珠海: '广东省',
  中山: '广东省',
  惠州: '广东省',
  汕头: '广东省',
  杭州: '浙江省',
  宁波: '浙江省',
  温州: '浙江省',
  义乌: '浙江省',
  金华: '浙江省',
  南京: '江苏省',
  苏州: '江苏省',
  无锡: '江苏省',
  常州: '江苏省',
  成都: '四川省',
  武汉: '湖北省',
  长沙: '湖南省',
  厦门: '福建省',
  福州: '福建省',
  泉州: '福建省',
  青岛: '山东省',
  济南: '山东省',
  郑州: '河南省',
  西安: '陕西省',
  合肥: '安徽省',
  南昌: '江西省',
  昆明: '云南省',
  沈阳: '辽宁省',
  大连: '辽宁省',
  哈尔滨: '黑龙江省',
  长春: '吉林省',
  石家庄: '河北省',
  太原: '山西省',
  南宁: '广西壮族自治区',
  贵阳: '贵州省',
  海口: '海南省',
  兰州: '甘肃省',
};

const CITY_END = /^(.{1,7}?(?:市|自治州|地区|盟))/u;

/** Whether the text starts like a Chinese address: a province, a known city or a city ending in 市. */
export function looksChineseAddress(text: string): boolean {
  const body = text.replace(/^中国\s*/, '');
  return (
    PROVINCES.some((province) => body.startsWith(province)) ||
    Object.keys(CITY_PROVINCE).some((city) => body.startsWith(city)) ||
    /^\p{Script=Han}{1,6}(?:市|区|县|镇)/u.test(body) ||
    /\p{Script=Han}(?:路|街|道|号|室|栋|楼|村|巷|弄)/u.test(body)
  );
}

export function parseChineseAddress(text: string): ChineseAddress {
  let rest = text.replace(/^中国\s*/, '').replace(/^大陆\s*/, '');
  let state = '';
  let city = '';
  const province = PROVINCES.find((name) => rest.startsWith(name));
  if (province) {
    const suffix = PROVINCE_SUFFIX.exec(rest.slice(province.length))?.[0] ?? '';
    state = province + suffix;
    rest = rest.slice(state.length).trim();
    if (MUNICIPALITIES.includes(province)) {
      city = state;
      if (rest.startsWith('市辖区')) rest = rest.slice(3);
      return { state, city, address1: rest.trim() };
    }
  }
  const cityMatch = CITY_END.exec(rest);
  const knownCity = Object.keys(CITY_PROVINCE).find((name) => rest.startsWith(name));
  if (cityMatch?.[1] && !/[区县路街号]/.test(cityMatch[1])) {
    city = cityMatch[1];
  } else if (knownCity) {
    city = knownCity;
  }
  rest = rest.slice(city.length).trim();
  if (!state && knownCity) state = CITY_PROVINCE[knownCity] ?? '';
  return { state, city, address1: rest };
}
