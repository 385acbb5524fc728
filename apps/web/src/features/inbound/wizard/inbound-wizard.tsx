import type { InboundDetail } from '@portal/contract';
import { Alert, App, Flex, Form, Steps } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiLang } from '../../../shared/i18n/languages';
import { usePageTitle, useUnsavedChanges } from '../../../shared/tabs/tab-context';
import { keyTitle } from '../../../shared/tabs/tab-title';
import { useLeaveTab } from '../../../shared/tabs/use-leave-tab';
import { INBOUND_LIST_PATH, inboundDetailPath, inboundEditPath } from '../inbound-paths';
import { DocumentsStep } from './documents-step';
import { PackingStep } from './packing-step';
import { ProductListStep } from './product-list-step';
import { ProductsStep } from './products-step';
import { revalidate } from './revalidate';
import { ServicesSection } from './services-section';
import { ShippingStep } from './shipping-step';
import { checkSteps, type FieldErrors, WIZARD_STEPS, type WizardStep } from './step-checks';
import { packingKey, useReservePacking } from './use-reserve-packing';
import { type SavedBooking, useSaveBooking } from './use-save-booking';
import { WizardActions } from './wizard-actions';
import { type WizardHandoff, wizardHandoff } from './wizard-handoff';
import { emptyWizard, packingLocked, type WizardState, wizardFromDetail } from './wizard-state';

/**
 * The inbound booking wizard (spec 2): warehouse and SKUs, product list, packing list, packing
 * documents, shipping and services. Every step stays mounted (hidden when not shown), so what is
 * typed survives Back and the tab being left (the page is kept alive). Next checks the step with
 * the contract's schema; Save and Submit check them all. Passing step 3 keeps steps 1–3 as a draft
 * (`reserve`: the receiving number, so step 4 prints the documents). Once a new booking has its
 * number the address becomes `/inbound/edit?id=` (`handoff`: what was typed, carried over). Once
 * submitted, steps 1–4 are read-only.
 */
export function InboundWizard({ detail, handoff }: { detail?: InboundDetail; handoff?: WizardHandoff }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  usePageTitle(detail ? keyTitle('inbound.wizard.titles.edit', { no: detail.receiving_no }) : null);
  const [state, setState] = useState<WizardState>(
    () => handoff?.state ?? (detail ? wizardFromDetail(detail) : emptyWizard()),
  );
  const [step, setStep] = useState<WizardStep>(handoff?.step ?? 0);
  const latest = useRef(state);
  latest.current = state;
  // Steps 1–3 as the server last kept them: passing step 3 again unchanged reserves nothing.
  const kept = useRef<string | null>(detail ? packingKey(wizardFromDetail(detail)) : null);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The messages only the server gave (not the contract's check): kept until their field changes.
  const serverOnly = useRef<ReadonlySet<string>>(new Set());
  const [dirty, setDirty] = useState(handoff?.dirty ?? false);
  // What the create page handed over is taken: the next visit reads the saved booking.
  useEffect(() => {
    if (detail) wizardHandoff.drop(detail.id);
  }, [detail]);
  useUnsavedChanges(dirty);
  const leave = useLeaveTab();
  const locked = packingLocked(state);

  const change = useCallback((next: (current: WizardState) => WizardState) => {
    setState(next);
    setDirty(true);
  }, []);

  // Fields re-validate on change: a message goes once its value is right, a field changed says what is wrong.
  const lang = apiLang(i18n.language);
  const previous = useRef(state);
  useEffect(() => {
    const before = previous.current;
    previous.current = state;
    if (before !== state) setErrors((shown) => revalidate(shown, serverOnly.current, before, state, lang));
  }, [state, lang]);

  /** The booking was kept (saved or reserved): a new one moves to its edit address, carrying what is typed. */
  const onKept = (saved: SavedBooking, at: WizardStep, clean: boolean) => {
    const next = { ...latest.current, id: saved.id, receiving_no: saved.receiving_no, status: saved.status };
    kept.current = packingKey(next);
    if (clean) setDirty(false);
    if (latest.current.id === null) {
      wizardHandoff.put(saved.id, { state: next, step: at, dirty: clean ? false : dirty });
      void leave(inboundEditPath(saved.id), { saved: true });
    }
    setState(next);
    setStep(at);
  };

  const refused = (found: FieldErrors, at: WizardStep | null) => {
    serverOnly.current = new Set(Object.keys(found));
    setErrors(found);
    if (at !== null) setStep(at);
  };

  const save = useSaveBooking((saved) => {
    setDirty(false);
    serverOnly.current = new Set();
    setErrors({});
    if (saved.submitted) {
      void leave(inboundDetailPath(saved.id), { saved: true });
      return;
    }
    onKept(saved, step, true);
  }, refused);

  const reserve = useReservePacking((saved) => {
    void message.success(t('inbound.wizard.reserved', { no: saved.receiving_no }));
    onKept(saved, 3, false);
  }, refused);

  /** Checks the steps up to `upTo` and shows the first with a problem; true when all is well. */
  const check = (upTo: WizardStep): boolean => {
    const found = checkSteps(state, upTo, lang);
    serverOnly.current = new Set();
    setErrors(found.errors);
    if (found.step === null) return true;
    setStep(found.step);
    return false;
  };

  const run = (asSubmit: boolean) => {
    if (check(4)) save.run(state, asSubmit);
  };

  /**
   * Back is free; going on checks the steps passed on the way. Going past step 3 of an editable
   * booking keeps steps 1–3 first (when they changed), so step 4's documents are the ones shown.
   */
  const goTo = (target: WizardStep) => {
    if (target <= step) {
      setStep(target);
      return;
    }
    if (!check((target - 1) as WizardStep)) return;
    const passesPacking = step <= 2 && target >= 3;
    if (passesPacking && !locked && (state.id === null || kept.current !== packingKey(state))) reserve.run(state);
    else setStep(target);
  };

  return (
    <Form layout="vertical" component="div">
      <Flex vertical gap={16}>
        <Steps
          size="small"
          current={step}
          onChange={(next) => {
            if (!reserve.busy) goTo(next as WizardStep);
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
          <DocumentsStep id={state.id} />
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
          reserving={reserve.busy}
          onNext={() => goTo((step + 1) as WizardStep)}
          onBack={() => setStep((step - 1) as WizardStep)}
          onSave={() => run(false)}
          onSubmit={() => run(true)}
          onLeave={() => void leave(state.id ? inboundDetailPath(state.id) : INBOUND_LIST_PATH)}
        />
      </Flex>
    </Form>
  );
}
