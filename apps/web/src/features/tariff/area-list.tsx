import type { ShippingArea } from '@portal/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { countryLabel } from '../../shared/format/country-name';
import { areaText } from './tariff-format';

/** Areas past this many are counted, not listed: US ZIP zones hold hundreds of ranges. */
const SHOWN = 8;

/** The destinations of a zone or a surcharge: countries by name, postcode ranges by their beginnings. */
export function AreaList({ areas }: { areas: ShippingArea[] }) {
  const { t, i18n } = useTranslation();
  const texts = areas.slice(0, SHOWN).map((area) => {
    const { key, values } = areaText(area);
    // A whole country by its name; a postcode range by the code, as shippers write "US 900–935".
    const country = key === 'whole' ? countryLabel(values.country, i18n.language) : values.country;
    return t(`tariff.zones.${key}`, { ...values, country });
  });
  const rest = areas.length - texts.length;
  return (
    <Typography.Text>
      {texts.join(', ')}
      {rest > 0 ? ` ${t('tariff.zones.more', { count: rest })}` : ''}
    </Typography.Text>
  );
}
