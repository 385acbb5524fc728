import { BookOutlined, PlusOutlined } from '@ant-design/icons';
import { PACKING_METHODS, type PackingMethod } from '@portal/contract';
import { Alert, Button, Card, Flex, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { inboundGuidelinesPath } from '../inbound-paths';
import { Field } from '../shared/field';
import { BoxTable } from './box-table';
import { emptyBox, emptyItem, packedSummary, startingBoxes } from './packing';
import { PackingSummary } from './packing-summary';
import type { FieldErrors } from './step-checks';
import { useConfirmChange } from './use-confirm-change';
import type { WizardState } from './wizard-state';

interface PackingStepProps {
  state: WizardState;
  errors: FieldErrors;
  readOnly: boolean;
  onChange(next: (state: WizardState) => WizardState): void;
}

/** Step 3: the packing method and the packing list, with what is still to pack per SKU. */
export function PackingStep({ state, errors, readOnly, onChange }: PackingStepProps) {
  const { t } = useTranslation();
  const confirmChange = useConfirmChange(state);
  const method = state.packing_method;
  const listError = errors.boxes ?? errors.packing_method;

  const choose = (next: PackingMethod) =>
    confirmChange(() =>
      onChange((s) => ({
        ...s,
        packing_method: next,
        boxes: startingBoxes(next, s.lines),
        services: { ...s.services, insurance: [] },
      })),
    );

  return (
    <Card
      title={t('inbound.wizard.steps.packing')}
      extra={
        // The warehouse's carton, label and pallet rules, in a tab of their own: the wizard keeps what was typed.
        <Link to={inboundGuidelinesPath(state.warehouse_id)} data-testid="inbound-guidelines-link">
          <BookOutlined aria-hidden /> {t('inboundGuidelines.wizardLink')}
        </Link>
      }
    >
      <Flex vertical gap={16}>
        <div role="radiogroup" aria-label={t('inbound.fields.packing_method')}>
          <Field label={t('inbound.fields.packing_method')} error={errors.packing_method} required compact>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              disabled={readOnly}
              value={method}
              onChange={(event) => choose(event.target.value as PackingMethod)}
              options={PACKING_METHODS.map((value) => ({ value, label: t(`inbound.packingMethod.${value}`) }))}
              data-testid="inbound-packing-method"
            />
          </Field>
        </div>
        {listError && listError !== errors.packing_method ? <Alert type="error" showIcon message={listError} /> : null}
        {method ? (
          <>
            <BoxTable
              method={method}
              lines={state.lines}
              boxes={state.boxes}
              errors={errors}
              readOnly={readOnly}
              onChange={(boxes) => onChange((s) => ({ ...s, boxes }))}
            />
            {!readOnly && method !== 'all_in_one' ? (
              <Button
                icon={<PlusOutlined />}
                style={{ alignSelf: 'flex-start' }}
                data-testid="inbound-add-box"
                onClick={() => onChange((s) => ({ ...s, boxes: [...s.boxes, emptyBox([emptyItem()])] }))}
              >
                {t('inbound.wizard.addBox')}
              </Button>
            ) : null}
          </>
        ) : null}
        <PackingSummary summary={packedSummary(state.lines, state.boxes)} errors={errors} />
      </Flex>
    </Card>
  );
}
