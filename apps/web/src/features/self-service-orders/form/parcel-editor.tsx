import type { selfServiceOrder } from '@portal/contract';
import { Alert, Card, Flex, Form, type FormInstance } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressPasteBox } from '../../../shared/forms/address-paste-box';
import { type RecipientFieldName, RecipientFields } from '../../../shared/forms/recipient-fields';
import { useRelocalizedErrors } from '../../../shared/forms/use-relocalized-errors';
import { useFormUnsavedChanges } from '../../../shared/forms/use-unsaved-changes';
import { usePageTitle } from '../../../shared/tabs/tab-context';
import { keyTitle } from '../../../shared/tabs/tab-title';
import { useLeaveTab } from '../../../shared/tabs/use-leave-tab';
import { PARCEL_LIST_PATH, parcelDetailPath } from '../parcel-paths';
import { AddressTypeField } from './address-type-field';
import { DutySection } from './duty-section';
import { HandoverSection } from './handover-section';
import { InsuranceSection } from './insurance-section';
import { ParcelFormActions } from './parcel-form-actions';
import { emptyParcelForm, formFromParcel, type ParcelFormState, shippingOptionsBody } from './parcel-form-values';
import { ParcelShippingField } from './parcel-shipping-options';
import { PiecesSection } from './pieces-section';
import { SenderSection } from './sender-section';
import { useParcelFields } from './use-parcel-fields';
import { useParcelShippingOptions } from './use-parcel-shipping-options';
import { useSaveParcel } from './use-save-parcel';

const CELL = { xs: 24, md: 12, xl: 8 } as const;

interface ParcelEditorProps {
  /** The draft being edited, with the saved senders its sender is matched against. */
  draft?: { detail: selfServiceOrder.ParcelDetail; senders: selfServiceOrder.Sender[] };
}

/**
 * The self-service parcel form (issue 27): sender, recipient, hub and hand-over, pieces with their
 * customs lines, duty terms and tax numbers, the shipping options with their working, insurance,
 * reference and note; Save draft or Pre-advise. Fields are checked by the contract's rules as they
 * change; the server's refusals show under their fields or on the page, in the user's language.
 */
export function ParcelEditor({ draft }: ParcelEditorProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ParcelFormState>();
  const fields = useParcelFields();
  useRelocalizedErrors(form);
  usePageTitle(draft ? keyTitle('parcelForm.titles.edit', { no: draft.detail.parcel_no }) : null);
  const [initial] = useState(() => (draft ? formFromParcel(draft.detail, draft.senders) : emptyParcelForm()));
  const unsaved = useFormUnsavedChanges(initial);
  const leave = useLeaveTab();
  const [recognised, setRecognised] = useState<ReadonlySet<RecipientFieldName>>(new Set());
  const [alert, setAlert] = useState<string | null>(null);
  // The copy opened: a refetch of the detail must not hide a newer save from the server's check.
  const [edited] = useState(() => (draft ? { id: draft.detail.id, updated_at: draft.detail.updated_at } : undefined));

  const values = Form.useWatch([], { form, preserve: true }) as ParcelFormState | undefined;
  const body = useMemo(() => shippingOptionsBody(values ?? initial), [values, initial]);
  const options = useParcelShippingOptions(body);
  // The server's word on a field the options depend on (an IOSS number on DDU) goes under that field.
  const optionErrors = JSON.stringify(options.fieldErrors);
  useEffect(() => {
    const shown: FormInstance = form;
    for (const { name, errors } of JSON.parse(optionErrors) as typeof options.fieldErrors) {
      const path = name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
      shown.setFields([{ name: path[0] === 'recipient' ? path.slice(1) : path, errors }]);
    }
  }, [optionErrors, form]);

  const save = useSaveParcel(
    edited,
    (saved) => {
      unsaved.markSaved();
      void leave(parcelDetailPath(saved.id), { saved: true });
    },
    (errors) => {
      setAlert(errors.alert);
      if (errors.fields.length === 0) return;
      const shown: FormInstance = form;
      shown.setFields(errors.fields);
      const first = errors.fields[0];
      if (first) form.scrollToField(first.name, { block: 'center' });
    },
  );

  const onRecognised = useCallback(
    (names: RecipientFieldName[]) => {
      setRecognised((current) => new Set([...current, ...names]));
      unsaved.onValuesChange({}, form.getFieldsValue(true) as ParcelFormState);
    },
    [form, unsaved.onValuesChange],
  );

  const submit = async (preAdvise: boolean) => {
    setAlert(null);
    try {
      // Every field of the lists is a Form.Item of its own; `recursive` left a second check pending for good.
      await form.validateFields();
    } catch (error) {
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center' });
      return;
    }
    save.run(form.getFieldsValue(true) as ParcelFormState, preAdvise);
  };

  return (
    <Form<ParcelFormState>
      form={form}
      name={draft ? `parcel-edit-${draft.detail.id}` : 'parcel-create'}
      layout="vertical"
      initialValues={initial}
      onValuesChange={(changed: Partial<ParcelFormState>, all: ParcelFormState) => {
        unsaved.onValuesChange(changed, all);
        const edits = Object.keys(changed).filter((name) => recognised.has(name as RecipientFieldName));
        if (edits.length > 0) setRecognised(new Set([...recognised].filter((name) => !edits.includes(name))));
      }}
    >
      <Flex vertical gap={16}>
        <SenderSection fields={fields} />
        <Card title={t('parcelForm.sections.recipient')}>
          <div style={{ marginBottom: 16 }}>
            <AddressPasteBox onFilled={onRecognised} />
          </div>
          <RecipientFields cell={CELL} gutter={16} idCard houseNumber="always" recognised={recognised}>
            <AddressTypeField cell={CELL} />
          </RecipientFields>
        </Card>
        <HandoverSection fields={fields} />
        <PiecesSection fields={fields} />
        <DutySection />
        <ParcelShippingField options={options} />
        <InsuranceSection fields={fields} />
        {alert ? <Alert type="error" showIcon message={alert} data-testid="parcel-save-refusal" /> : null}
        <ParcelFormActions
          save={save}
          onSave={() => void submit(false)}
          onSubmit={() => void submit(true)}
          onLeave={() => void leave(draft ? parcelDetailPath(draft.detail.id) : PARCEL_LIST_PATH)}
        />
      </Flex>
    </Form>
  );
}
