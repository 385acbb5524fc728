import { type ShopConnectionCreated, shopPlatform } from '@portal/contract';
import { Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OneTimeSecret, type OneTimeSecretTexts } from '../one-time-secret';

/**
 * What a new connection shows once: a guide platform's API key with the setup guide (what to install on
 * the shop side, the values to paste), or ShipStation's Custom Store URL, username and password.
 * A connector platform shows nothing here (its dialog closes on success).
 */
export function ConnectionSecrets({ created }: { created: ShopConnectionCreated }) {
  const { t } = useTranslation();
  const platform = shopPlatform(created.platform);
  const texts = (warning: string): OneTimeSecretTexts => ({
    warning,
    copy: t('plugins.shops.copy'),
    copied: t('plugins.shops.copied'),
    copyFailed: t('plugins.shops.copyFailed'),
  });
  if (created.shipstation) {
    const login = created.shipstation;
    return (
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {t('plugins.shops.guideInstall', { shopSide: platform.shop_side })}
        </Typography.Paragraph>
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            {
              key: 'endpoint',
              label: t('plugins.shops.endpointUrl'),
              children: <Typography.Text copyable>{login.endpoint_url}</Typography.Text>,
            },
            {
              key: 'username',
              label: t('plugins.shops.username'),
              children: <Typography.Text copyable>{login.username}</Typography.Text>,
            },
          ]}
        />
        <Typography.Text strong>{t('plugins.shops.password')}</Typography.Text>
        <OneTimeSecret
          secret={login.password}
          testId="shop-password"
          texts={texts(t('plugins.shops.loginShownOnce', { name: created.name }))}
        />
      </Flex>
    );
  }
  if (!created.api_key) return null;
  const apiBase = `${window.location.origin}/api/open/v1`;
  return (
    <Flex vertical gap={12}>
      <OneTimeSecret
        secret={created.api_key}
        testId="shop-api-key"
        texts={texts(t('plugins.shops.keyShownOnce', { name: created.name }))}
      />
      <section aria-labelledby="shop-guide-title">
        <Typography.Title level={5} id="shop-guide-title" style={{ marginTop: 0 }}>
          {t('plugins.shops.guideTitle')}
        </Typography.Title>
        <ol style={{ paddingInlineStart: 20, margin: 0 }}>
          <li>{t('plugins.shops.guideInstall', { shopSide: platform.shop_side })}</li>
          <li>
            {t('plugins.shops.guidePaste')}
            <Descriptions
              column={1}
              size="small"
              bordered
              style={{ marginTop: 8 }}
              items={[
                {
                  key: 'base',
                  label: t('plugins.shops.apiBaseUrl'),
                  children: <Typography.Text copyable>{apiBase}</Typography.Text>,
                },
                { key: 'key', label: t('plugins.shops.apiKey'), children: t('plugins.shops.keyAbove') },
              ]}
            />
          </li>
          <li>{t('plugins.shops.apiDocs', { url: `${window.location.origin}/api/docs` })}</li>
        </ol>
      </section>
    </Flex>
  );
}
