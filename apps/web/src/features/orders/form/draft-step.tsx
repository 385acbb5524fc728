import { Card, Col, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { AddressPasteBox } from '../../../shared/forms/address-paste-box';
import type { RecipientField } from './order-form-values';
import { OrderLinesSection } from './order-lines-section';
import { PlatformOrderNoField } from './platform-order-no-field';
import { RecipientSection } from './recipient-section';
import type { useDuplicateCheck } from './use-duplicate-check';
import type { OrderFields } from './use-order-fields';

interface DraftStepProps {
  fields: OrderFields;
  duplicate: ReturnType<typeof useDuplicateCheck>;
  recognised: ReadonlySet<RecipientField>;
  onRecognised(fields: RecipientField[]): void;
}

/** The first step: the platform order no., the recipient (typed or recognised from a pasted address) and the SKUs. */
export function DraftStep({ fields, duplicate, recognised, onRecognised }: DraftStepProps) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <Card title={t('orderForm.sections.order')}>
        <Row gutter={16}>
          <Col xs={24} md={12} xl={8}>
            <PlatformOrderNoField fields={fields} duplicateRule={duplicate.rule} likely={duplicate.likely} />
          </Col>
        </Row>
      </Card>
      <RecipientSection recognised={recognised} pasteBox={<AddressPasteBox onFilled={onRecognised} />} />
      <OrderLinesSection fields={fields} />
    </Flex>
  );
}
