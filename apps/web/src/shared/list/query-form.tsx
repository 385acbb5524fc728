import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, type FormInstance, Row, Space } from 'antd';
import { Children, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../theme/theme-store';
import { atLeast } from './list-columns';

interface QueryFormProps<V extends object> {
  /** The filters the address holds now, as form values. */
  values: V;
  onSearch(values: V): void;
  onReset(): void;
  /** The filter fields (Form.Item each); they are laid out in a grid. */
  children: ReactNode;
}

/** Filters a phone shows before "More filters": the list stays in view under them. */
const PHONE_FIELDS = 2;

/**
 * A list's filter form. It writes to the address only on Search; when the address changes (reset,
 * back button, a link) the fields show its filters again. The fields are updated in place rather
 * than the form mounted afresh, so the field or button the search was sent from keeps the focus.
 */
export function QueryForm<V extends object>({ values, onSearch, onReset, children }: QueryFormProps<V>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const { screenWidth } = useTheme();
  const [expanded, setExpanded] = useState(false);
  const valuesKey = JSON.stringify(values);
  const shown = useRef(valuesKey);
  useLayoutEffect(() => {
    if (shown.current === valuesKey) return;
    shown.current = valuesKey;
    showValues(form, values);
  }, [form, values, valuesKey]);
  const fields = Children.toArray(children);
  const folds = !atLeast(screenWidth, 'md') && fields.length > PHONE_FIELDS;
  return (
    <Form<V>
      form={form}
      initialValues={values}
      onFinish={onSearch}
      labelCol={{ flex: '110px' }}
      labelWrap
      colon={false}
      data-testid="query-form"
    >
      <Row gutter={16}>
        {fields.map((field, index) => (
          // Folded fields stay in the form (display: none), so their values are still searched.
          <Col
            key={(field as { key?: string }).key ?? index}
            xs={24}
            md={12}
            xl={8}
            style={folds && !expanded && index >= PHONE_FIELDS ? { display: 'none' } : undefined}
          >
            {field}
          </Col>
        ))}
        <Col xs={24} md={12} xl={8}>
          <Form.Item label=" ">
            <Space wrap>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('listKit.search')}
              </Button>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  // What was typed but not searched yet goes back to the address's filters, which are then cleared.
                  showValues(form, values);
                  onReset();
                }}
              >
                {t('listKit.reset')}
              </Button>
              {folds ? (
                <Button
                  type="link"
                  icon={expanded ? <UpOutlined /> : <DownOutlined />}
                  aria-expanded={expanded}
                  onClick={() => setExpanded(!expanded)}
                >
                  {expanded
                    ? t('listKit.fewerFilters')
                    : t('listKit.moreFilters', { count: fields.length - PHONE_FIELDS })}
                </Button>
              ) : null}
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}

/**
 * Shows `values` in the form: every field the form holds or `values` names, a field `values` leaves
 * out emptied, and no error left under a field from what was typed before.
 */
function showValues(form: FormInstance, values: object): void {
  const names = new Set([...Object.keys(form.getFieldsValue(true) as object), ...Object.keys(values)]);
  const byName = values as Record<string, unknown>;
  form.setFields([...names].map((name) => ({ name, value: byName[name], errors: [], touched: false })));
}
