import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { dashboard, type OnboardingStep } from '@portal/contract';
import { Card, Flex, List, Progress, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { pagePath } from '../../../shared/routing/page-path';

/** Where each step is taken. */
const STEP_PAGES: Record<OnboardingStep, string> = {
  sku: pagePath('products/list'),
  inbound: pagePath('inbound/create'),
  top_up: pagePath('billing/top-up'),
  integration: pagePath('plugins'),
  order: pagePath('order/create'),
};

/**
 * Getting started (/onboarding): the first-login guide as a checklist, each step ticked from the
 * merchant's own records (the server's `dashboard.getOnboarding`), the steps the account's rights
 * allow, each named by a link to the screen where it is taken.
 */
export default function OnboardingPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const reply = useOperationQuery(dashboard.getOnboarding);
  const steps = reply.data?.steps ?? [];
  const done = steps.filter((step) => step.done).length;
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          {t('onboarding.title')}
        </Typography.Title>
      }
      loading={reply.isPending}
    >
      <Typography.Paragraph type="secondary">{t('onboarding.intro')}</Typography.Paragraph>
      <Flex align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <Progress
          percent={steps.length ? Math.round((done / steps.length) * 100) : 0}
          showInfo={false}
          style={{ flex: '1 1 200px', margin: 0, maxWidth: 420 }}
          aria-label={t('onboarding.title')}
        />
        <Typography.Text data-testid="onboarding-progress">
          {steps.length && done === steps.length
            ? t('onboarding.allDone')
            : t('onboarding.progress', { done, total: steps.length })}
        </Typography.Text>
      </Flex>
      <List
        dataSource={steps}
        rowKey="step"
        renderItem={(item, index) => (
          <List.Item data-testid={`onboarding-${item.step}`}>
            <List.Item.Meta
              avatar={
                item.done ? (
                  <CheckCircleFilled aria-hidden style={{ fontSize: 22, color: token.colorSuccess }} />
                ) : (
                  <ClockCircleOutlined aria-hidden style={{ fontSize: 22, color: token.colorTextSecondary }} />
                )
              }
              title={
                <Flex gap={8} align="center" wrap>
                  <Link to={STEP_PAGES[item.step]} style={{ color: token.colorLink, fontWeight: 600 }}>
                    {index + 1}. {t(`onboarding.steps.${item.step}.title`)}
                  </Link>
                  {/* Text, not a Tag: a Tag would bring antd's wave effect into a chunk of its own, onto /login's download. */}
                  <Typography.Text type={item.done ? undefined : 'secondary'}>
                    ({item.done ? t('onboarding.done') : t('onboarding.notDone')})
                  </Typography.Text>
                </Flex>
              }
              description={t(`onboarding.steps.${item.step}.description`)}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
