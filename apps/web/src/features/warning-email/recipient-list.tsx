import { PlusOutlined } from '@ant-design/icons';
import { warningEmail } from '@portal/contract';
import { Button, Flex, Form, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecipientRow } from './recipient-row';
import type { WarningEmailFields } from './use-warning-email-fields';
import { newRecipient, type WarningEmailValues } from './warning-email-values';

const MAX = warningEmail.WARNING_EMAIL_MAX;

/**
 * The addresses (at most 10, spec 9), each with its kinds. A new one starts with every kind ticked
 * and takes the focus; removing one gives the focus to "Add email" and checks the others again (a
 * duplicate may be gone).
 */
export function RecipientList({ fields, readOnly }: { fields: WarningEmailFields; readOnly: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<WarningEmailValues>();
  const hintId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const [added, setAdded] = useState<number | null>(null);

  return (
    <Form.List name="recipients">
      {(rows, { add, remove }) => {
        const full = rows.length >= MAX;
        const onRemove = (row: number) => {
          remove(row);
          setAdded(null);
          const emails = rows.slice(0, -1).map((_, index) => ['recipients', index, 'email']);
          // Once the list has drawn again: "Add email" may only now be enabled, and the rows renamed.
          setTimeout(() => {
            addButton.current?.focus();
            // Only the addresses already checked: a fresh empty row says nothing until it is typed in.
            form.validateFields(emails, { dirty: true }).catch(() => undefined);
          });
        };
        return (
          <Flex vertical gap={12}>
            {rows.length === 0 ? <Typography.Text type="secondary">{t('warningEmail.none')}</Typography.Text> : null}
            {rows.map((row) => (
              <RecipientRow
                key={row.key}
                fields={fields}
                row={row.name}
                others={rows.filter((other) => other.name !== row.name).map((other) => other.name)}
                focus={row.name === added}
                onRemove={() => onRemove(row.name)}
              />
            ))}
            <Flex align="center" gap={12} wrap>
              <Button
                ref={addButton}
                icon={<PlusOutlined />}
                disabled={readOnly || full}
                aria-describedby={hintId}
                onClick={() => {
                  setAdded(rows.length);
                  add(newRecipient());
                }}
              >
                {t('warningEmail.add')}
              </Button>
              <Typography.Text type="secondary" id={hintId} data-testid="warning-email-count">
                {full
                  ? t('warningEmail.atMost', { max: MAX })
                  : t('warningEmail.count', { count: rows.length, max: MAX })}
              </Typography.Text>
            </Flex>
          </Flex>
        );
      }}
    </Form.List>
  );
}
