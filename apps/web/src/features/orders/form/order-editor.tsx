import type { order } from '@portal/contract';
import { Flex, Form, type FormInstance, Steps } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useRelocalizedErrors } from '../../../shared/forms/use-relocalized-errors';
import { useFormUnsavedChanges } from '../../../shared/forms/use-unsaved-changes';
import { usePageTitle } from '../../../shared/tabs/tab-context';
import { keyTitle } from '../../../shared/tabs/tab-title';
import { useLeaveTab } from '../../../shared/tabs/use-leave-tab';
import { ORDER_LIST_PATH, orderDetailPath, orderStepAt, orderStepPath } from '../order-paths';
import { DraftStep } from './draft-step';
import { OrderFormActions } from './order-form-actions';
import { emptyOrderForm, formFromOrder, type OrderFormState, type RecipientField } from './order-form-values';
import type { OrderSaveErrors } from './order-save-errors';
import { ShippingStep } from './shipping-step';
import { type OrderStep, stepOfField } from './step-fields';
import { useDuplicateCheck } from './use-duplicate-check';
import { useOrderFields } from './use-order-fields';
import { useSaveOrder } from './use-save-order';

/**
 * The order form in two steps: recipient and SKUs, then shipping, services and the rest (spec 2
 * "Order creation" and "next step"). The address says the step (/order/next for the second, in the
 * same tab: order-form-page.tsx); both steps stay mounted, the other one hidden, so what is typed
 * survives Next, Back (the browser's too) and another tab being shown (the page is kept alive);
 * leaving with unsaved changes asks first. `detail` is the Approving order being edited.
 */
export function OrderEditor({ detail }: { detail?: order.OrderDetail }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OrderFormState>();
  const fields = useOrderFields();
  useRelocalizedErrors(form);
  usePageTitle(detail ? keyTitle('orderForm.titles.edit', { no: detail.platform_order_no }) : null);
  const [initial] = useState(() => (detail ? formFromOrder(detail) : emptyOrderForm()));
  const unsaved = useFormUnsavedChanges(initial);
  const leave = useLeaveTab();
  const navigate = useNavigate();
  const addressed = orderStepAt(useLocation().pathname);
  // The next step is shown once the first has passed its check in this form (an edited order's had,
  // when it was saved). A new order's next step opened afresh (a reload, a bookmark) or by a link
  // has nothing to ship yet: the first step is shown, at its own address.
  const [passedDraft, setPassedDraft] = useState(detail !== undefined);
  const step: OrderStep = addressed === 'shipping' && !passedDraft ? 'draft' : addressed;
  useEffect(() => {
    if (addressed !== step) void navigate(orderStepPath(step, detail?.id), { replace: true });
  }, [addressed, step, navigate, detail?.id]);
  const showStep = useCallback(
    (shown: OrderStep) => void navigate(orderStepPath(shown, detail?.id)),
    [navigate, detail?.id],
  );
  const [recognised, setRecognised] = useState<ReadonlySet<RecipientField>>(new Set());
  // Problems to show once their step is: a refusal's messages, or the first field that failed the check.
  const [problems, setProblems] = useState<{ step: OrderStep; fields: OrderSaveErrors['fields'] } | null>(null);
  const duplicate = useDuplicateCheck(form, detail?.id);
  // The copy opened: a refetch of the detail (another tab's write) must not hide a newer save from the server's check.
  const [edited] = useState(() => (detail ? { id: detail.id, updated_at: detail.updated_at } : undefined));
  const save = useSaveOrder(
    edited,
    (saved) => {
      unsaved.markSaved();
      void leave(orderDetailPath(saved.id), { saved: true });
    },
    (errors) => {
      if (!errors.step) return;
      if (errors.step !== step) showStep(errors.step);
      setProblems({ step: errors.step, fields: errors.fields });
    },
  );

  // Messages go under their fields, and the first is scrolled to, once the step holding them is
  // shown (the address changes in a transition, after the refusal or the check has returned).
  useEffect(() => {
    if (!problems || problems.step !== step) return;
    const withMessages = problems.fields.filter((field) => field.errors.length > 0);
    // The server names fields by path; the form's typed setFields takes only paths it knows statically.
    const byPath: FormInstance = form;
    if (withMessages.length > 0) byPath.setFields(withMessages);
    const first = problems.fields[0];
    if (first) form.scrollToField(first.name, { block: 'center' });
    setProblems(null);
  }, [problems, step, form]);

  const onRecognised = useCallback(
    (names: RecipientField[]) => {
      setRecognised((current) => new Set([...current, ...names]));
      unsaved.onValuesChange({}, form.getFieldsValue(true) as OrderFormState);
    },
    [form, unsaved.onValuesChange],
  );

  /** Checks the fields of one step (or all) and shows the step of the first problem. */
  const check = async (only?: OrderStep): Promise<boolean> => {
    const names = form
      .getFieldsError()
      .map((field) => field.name)
      .filter((name) => !only || stepOfField(name) === only);
    try {
      await form.validateFields(names);
      return true;
    } catch (error) {
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) {
        const holding = stepOfField(first.name);
        if (holding !== step) showStep(holding);
        setProblems({ step: holding, fields: [{ name: first.name, errors: [] }] });
      }
      return false;
    }
  };

  const submit = async (ship: boolean) => {
    if (await check()) save.run(form.getFieldsValue(true) as OrderFormState, ship);
  };

  return (
    <Form<OrderFormState>
      form={form}
      name={detail ? `order-edit-${detail.id}` : 'order-create'}
      layout="vertical"
      initialValues={initial}
      onValuesChange={(changed: Partial<OrderFormState>, all: OrderFormState) => {
        unsaved.onValuesChange(changed, all);
        const edits = Object.keys(changed).filter((name) => recognised.has(name as RecipientField));
        if (edits.length > 0) setRecognised(new Set([...recognised].filter((name) => !edits.includes(name))));
      }}
    >
      <Flex vertical gap={16}>
        <Steps
          size="small"
          current={step === 'draft' ? 0 : 1}
          items={[{ title: t('orderForm.steps.draft') }, { title: t('orderForm.steps.shipping') }]}
        />
        <div hidden={step !== 'draft'} data-testid="order-step-draft">
          <DraftStep fields={fields} duplicate={duplicate} recognised={recognised} onRecognised={onRecognised} />
        </div>
        <div hidden={step !== 'shipping'} data-testid="order-step-shipping">
          <ShippingStep fields={fields} active={step === 'shipping'} orderId={detail?.id} />
        </div>
        <OrderFormActions
          step={step}
          save={save}
          onNext={async () => {
            if (!(await check('draft'))) return;
            setPassedDraft(true);
            showStep('shipping');
          }}
          onBack={() => showStep('draft')}
          onSave={() => void submit(false)}
          onShip={() => void submit(true)}
          onLeave={() => void leave(detail ? orderDetailPath(detail.id) : ORDER_LIST_PATH)}
        />
      </Flex>
    </Form>
  );
}
