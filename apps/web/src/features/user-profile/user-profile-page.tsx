import { user } from '@portal/contract';
import { Button, Card, Col, Form, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../shared/api/use-operation';
import { ContactsCard } from '../../shared/contacts/contacts-card';
import { openSettingsDrawer } from '../../shared/session/settings-request';
import { ProfileForm } from './profile-form';
import { SessionsSection } from './sessions-section';

/**
 * The user profile (/user/profile, spec 1 and 2): every account's own name, phone, language and time
 * zone, the merchant's contacts, and the devices the account is signed in on (their one place; the
 * settings drawer and the account menu link here, and this page back to the drawer).
 */
export default function UserProfilePage() {
  const { t } = useTranslation();
  const profile = useOperationQuery(user.getProfile);
  const data = profile.data;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <Card title={t('userProfile.title')}>
          {data ? (
            <ProfileForm profile={data} />
          ) : profile.isPending ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : (
            // The request layer has said why; the page offers to ask again.
            <Button onClick={() => void profile.refetch()}>{t('errors.reload')}</Button>
          )}
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <ContactsCard contacts={data?.contacts ?? []} loading={profile.isPending} />
      </Col>
      <Col xs={24}>
        <Card>
          <Form layout="vertical" component="div">
            <SessionsSection />
          </Form>
          <Typography.Text type="secondary">
            {t('userProfile.settingsHint')}{' '}
            <Button type="link" size="small" style={{ padding: 0 }} onClick={openSettingsDrawer}>
              {t('userProfile.openSettings')}
            </Button>
          </Typography.Text>
        </Card>
      </Col>
    </Row>
  );
}
