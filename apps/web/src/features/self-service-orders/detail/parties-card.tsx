import type { selfServiceOrder } from '@portal/contract';
import { Card, Col, Descriptions, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPTY_CELL } from '../../../shared/list/empty-cells';
import { useCountries } from '../../../shared/reference/use-countries';

type Detail = selfServiceOrder.ParcelDetail;

/** The sender (the copy the parcel keeps of the saved address) and the recipient, side by side on a wide screen. */
export function PartiesCard({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const { sender: s, recipient: r } = detail;
  const place = (city: string, state: string, zip: string, country: string) =>
    [city, state, zip, countries.nameOf(country)].filter(Boolean).join(', ');
  const item = (
    key: 'name' | 'company' | 'phone' | 'email' | 'address' | 'id_card' | 'address_type',
    children: string,
  ) => ({
    key,
    label: t(`parcels.detail.fields.${key}`),
    children: children || EMPTY_CELL,
  });
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title={t('parcels.detail.sections.sender')} data-testid="parcel-sender" style={{ height: '100%' }}>
          <Descriptions
            column={1}
            size="small"
            items={[
              item('name', s.name),
              item('company', s.company),
              item('phone', s.phone),
              item('email', s.email),
              item(
                'address',
                [s.address1, s.address2, place(s.city, s.state, s.zip, s.country)].filter(Boolean).join(', '),
              ),
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('parcels.detail.sections.recipient')} data-testid="parcel-recipient" style={{ height: '100%' }}>
          <Descriptions
            column={1}
            size="small"
            items={[
              item('name', [r.first_name, r.last_name].filter(Boolean).join(' ')),
              item('company', r.company),
              item('phone', r.phone),
              item('email', r.email),
              item(
                'address',
                [r.house_number, r.address1, r.address2, r.address3, place(r.city, r.state, r.zip, r.country)]
                  .filter(Boolean)
                  .join(', '),
              ),
              item('id_card', r.id_card),
              item('address_type', t(`orderLabels.addressType.${detail.address_type}`)),
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
