import type { InboundDetail } from '@portal/contract';
import { Alert, Flex, Form, Steps } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiLang } from '../../../shared/i18n/languages';
import { usePageTitle, useUnsavedChanges } from '../../../shared/tabs/tab-context';
import { keyTitle } from '../../../shared/tabs/tab-title';
import { useLeaveTab } from '../../../shared/tabs/use-leave-tab';
import { INBOUND_LIST_PATH, inboundDetailPath } from '../inbound-paths';
import { DocumentsStep } from './documents-step';
import { PackingStep } from './packing-step';
import { ProductListStep } from './product-list-step';
import { ProductsStep } from './products-step';
import { ServicesSection } from './services-section';
import { ShippingStep } from './shipping-step';
import { checkSteps, type FieldErrors, WIZARD_STEPS, type WizardStep } from './step-checks';
import { useSaveBooking } from './use-save-booking';
import { WizardActions } from './wizard-actions';
import { emptyWizard, packingLocked, type WizardState, wizardFromDetail } from './wizard-state';

/**
 * The inbound booking wizard (spec 2): warehouse and SKUs, product list, packing list, packing
 * documents, shipping and services. Every step stays mounted (hidden when not shown), so what is
 * typed survives Back and the tab being left (the page is kept alive). Next checks the step with
 * the contract's schema; Save and Submit check them all. Once submitted, steps 1–4 are read-only.
 */
export function InboundWizard({ detail }: { detail?: InboundDetail }) {
  const { t, i18n } = useTranslation();
  usePageTitle(detail ? keyTitle('inbound.wizard.titles.edit', { no: detail.receiving_no }) : null);
  const [state, setState] = useState<WizardState>(() => (detail ? wizardFromDetail(detail) : emptyWizard()));
  const [step, setStep] = useState<WizardStep>(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  const leave = useLeaveTab();
  const locked = packingLocked(state);

  const change = useCallback((next: (current: WizardState) => WizardState) => {
    setState(next);
    setDirty(true);
  }, []);

  const save = useSaveBooking(
    (saved) => {
      setDirty(false);
      setErrors({});
      if (saved.submitted) {
        void leave(inboundDetailPath(saved.id), { saved: true });
        return;
      }
      setState((current) => ({ ...current, id: saved.id, receiving_no: saved.receiving_no, status: saved.status }));
    },
    (refused, at) => {
      setErrors(refused);
      if (at !== null) setStep(at);
    },
  );

  /** Checks the steps up to `upTo` and shows the first with a problem; true when all is well. */
  const check = (upTo: WizardStep): boolean => {
    const found = checkSteps(state, upTo, apiLang(i18n.language));
    setErrors(found.errors);
    if (found.step === null) return true;
    setStep(found.step);
    return false;
  };

  const run = (asSubmit: boolean) => {
    if (check(4)) save.run(state, asSubmit);
  };

  return (
    <Form layout="vertical" component="div">
      <Flex vertical gap={16}>
        <Steps
          size="small"
          current={step}
          onChange={(next) => {
            // Going back is free; going on checks the steps passed on the way.
            if (next <= step || check((next - 1) as WizardStep)) setStep(next as WizardStep);
          }}
          items={WIZARD_STEPS.map((name) => ({ title: t(`inbound.wizard.steps.${name}`) }))}
          data-testid="inbound-steps"
        />
        {state.receiving_no ? (
          <Alert
            type={locked ? 'info' : 'success'}
            showIcon
            message={
              locked
                ? t('inbound.wizard.lockedNotice', { no: state.receiving_no })
                : t('inbound.wizard.savedNotice', { no: state.receiving_no })
            }
          />
        ) : null}
        <div hidden={step !== 0} data-testid="inbound-step-products">
          <ProductsStep state={state} errors={errors} readOnly={locked} onChange={change} />
        </div>
        <div hidden={step !== 1} data-testid="inbound-step-product-list">
          <ProductListStep state={state} />
        </div>
        <div hidden={step !== 2} data-testid="inbound-step-packing">
          <PackingStep state={state} errors={errors} readOnly={locked} onChange={change} />
        </div>
        <div hidden={step !== 3} data-testid="inbound-step-documents">
          <DocumentsStep id={state.id} saving={save.saving} onSave={() => run(false)} />
        </div>
        <div hidden={step !== 4} data-testid="inbound-step-shipping">
          <Flex vertical gap={16}>
            <ShippingStep
              shipping={state.shipping}
              errors={errors}
              readOnly={locked}
              onChange={(shipping) => change((s) => ({ ...s, shipping }))}
            />
            <ServicesSection
              services={state.services}
              lines={state.lines}
              errors={errors}
              readOnly={locked}
              onChange={(services) => change((s) => ({ ...s, services }))}
            />
          </Flex>
        </div>
        <WizardActions
          step={step}
          editable={!locked}
          save={save}
          onNext={() => {
            if (check(step)) setStep((step + 1) as WizardStep);
          }}
          onBack={() => setStep((step - 1) as WizardStep)}
          onSave={() => run(false)}
          onSubmit={() => run(true)}
          onLeave={() => void leave(state.id ? inboundDetailPath(state.id) : INBOUND_LIST_PATH)}
        />
      </Flex>
    </Form>
  );
}
