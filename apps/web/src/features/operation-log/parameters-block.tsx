import { Alert, Input, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { parametersText } from './parameters-text';

/**
 * The request's parameters in a scrollable monospace block. A read-only text area rather than a
 * `pre`: it scrolls by keyboard once focused, and its text is easy to select and copy whole.
 */
export function ParametersBlock({ params }: { params: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (!params) return t('operationLog.paramsNone');
  const { text, cut } = parametersText(params);
  return (
    <>
      {cut ? <Alert type="warning" showIcon style={{ marginBottom: 8 }} message={t('operationLog.paramsCut')} /> : null}
      <Input.TextArea
        readOnly
        variant="filled"
        value={text}
        aria-label={t('operationLog.fields.params')}
        data-testid="operation-log-params"
        autoSize={{ minRows: 2, maxRows: 16 }}
        spellCheck={false}
        style={{ fontFamily: token.fontFamilyCode, fontSize: 12, lineHeight: 1.6 }}
      />
    </>
  );
}
