import { INBOUND_BOX_SIDE_MAX_CM, INBOUND_BOX_WEIGHT_MAX_KG } from '@portal/contract';
import { Card, Empty, Flex, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GuidelineLimitsTable } from './guideline-limits-table';
import { useInboundGuidelines } from './use-inbound-guidelines';

/** The address parameter naming the warehouse shown (the inbound wizard's link sets it). */
export const GUIDELINE_WAREHOUSE_PARAM = 'warehouse';
const ALL = 'all';

/**
 * Inbound guidelines (/inbound/guidelines): each warehouse's packing, labelling, pallet and delivery
 * rules as staff publish them, in the language shown. All warehouses by default, their limits side
 * by side; `?warehouse=<id>` shows one. The booking's own carton limits come from the contract.
 */
export default function InboundGuidelinesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data, isPending } = useInboundGuidelines();
  const all = data?.guidelines ?? [];
  const asked = params.get(GUIDELINE_WAREHOUSE_PARAM) ?? ALL;
  const chosen = all.find((g) => String(g.warehouse_id) === asked);
  const shown = chosen ? [chosen] : all;
  const choose = (value: string) =>
    setParams(value === ALL ? {} : { [GUIDELINE_WAREHOUSE_PARAM]: value }, { replace: true });

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          {t('inboundGuidelines.title')}
        </Typography.Title>
      }
      extra={
        <Select
          aria-label={t('inboundGuidelines.warehouse')}
          style={{ minWidth: 220 }}
          value={chosen ? String(chosen.warehouse_id) : ALL}
          onChange={choose}
          data-testid="guideline-warehouse"
          options={[
            { value: ALL, label: t('inboundGuidelines.allWarehouses') },
            ...all.map((g) => ({ value: String(g.warehouse_id), label: g.warehouse_name })),
          ]}
        />
      }
    >
      <Typography.Paragraph type="secondary">{t('inboundGuidelines.intro')}</Typography.Paragraph>
      {isPending ? (
        <Skeleton active />
      ) : shown.length === 0 ? (
        <Empty description={t('inboundGuidelines.none')} />
      ) : (
        <Flex vertical gap={24}>
          <section aria-labelledby="guideline-limits-title">
            <Typography.Title level={3} id="guideline-limits-title" style={{ fontSize: 16 }}>
              {t('inboundGuidelines.limitsTitle')}
            </Typography.Title>
            <GuidelineLimitsTable guidelines={shown} />
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }} data-testid="guideline-booking-limits">
              {t('inboundGuidelines.bookingLimits', {
                side: INBOUND_BOX_SIDE_MAX_CM,
                weight: INBOUND_BOX_WEIGHT_MAX_KG,
              })}
            </Typography.Paragraph>
          </section>
          {shown.map((g) => (
            <section key={g.warehouse_id} aria-labelledby={`guideline-${g.warehouse_id}`}>
              <Typography.Title level={3} id={`guideline-${g.warehouse_id}`} style={{ fontSize: 16 }}>
                {g.warehouse_name}
              </Typography.Title>
              {g.sections.map((section) => (
                <div key={section.title}>
                  <Typography.Title level={4} style={{ fontSize: 14 }}>
                    {section.title}
                  </Typography.Title>
                  {section.paragraphs.map((paragraph) => (
                    <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
                  ))}
                </div>
              ))}
            </section>
          ))}
        </Flex>
      )}
    </Card>
  );
}
