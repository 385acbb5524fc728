import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Space } from 'antd';
import { Children, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
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
 * back button, a link) the form starts again from it, so the fields always show the list's filters.
 */
export function QueryForm<V extends object>(props: QueryFormProps<V>) {
  const refocus = useRef<Refocus>(null);
  return <QueryFormBody key={JSON.stringify(props.values)} {...props} refocus={refocus} />;
}

/** What held the focus when the form was sent: a field (Enter in it) by its id, or the button pressed. */
type Refocus = { field: string | null; button: 'search' | 'reset' } | null;

/**
 * The form starts again when the address changes, so the field or button the search was sent from
 * is gone and the focus with it (to the page's start, for a keyboard). The new form gives it back.
 */
function useRefocus(refocus: RefObject<Refocus>) {
  const form = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLButtonElement>(null);
  const reset = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const pressed = refocus.current;
    refocus.current = null;
    // Only a lost focus is given back: one the user has moved on elsewhere stays there.
    if (!pressed || (document.activeElement !== null && document.activeElement !== document.body)) return;
    const field = pressed.field ? form.current?.querySelector<HTMLElement>(`[id="${pressed.field}"]`) : null;
    (field ?? (pressed.button === 'search' ? search.current : reset.current))?.focus();
  }, [refocus]);
  const remember = (button: 'search' | 'reset') => {
    const active = document.activeElement;
    const field = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active.id : '';
    refocus.current = { field: form.current?.contains(active) && field ? field : null, button };
  };
  return { form, search, reset, remember };
}

function QueryFormBody<V extends object>({
  values,
  onSearch,
  onReset,
  children,
  refocus,
}: QueryFormProps<V> & { refocus: RefObject<Refocus> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const { screenWidth } = useTheme();
  const [expanded, setExpanded] = useState(false);
  const focus = useRefocus(refocus);
  const fields = Children.toArray(children);
  const folds = !atLeast(screenWidth, 'md') && fields.length > PHONE_FIELDS;
  return (
    <Form<V>
      form={form}
      initialValues={values}
      onFinish={(searched) => {
        focus.remember('search');
        onSearch(searched);
      }}
      labelCol={{ flex: '110px' }}
      labelWrap
      colon={false}
      data-testid="query-form"
    >
      <Row ref={focus.form} gutter={16}>
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
              <Button ref={focus.search} type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('listKit.search')}
              </Button>
              <Button
                ref={focus.reset}
                icon={<ReloadOutlined />}
                onClick={() => {
                  focus.remember('reset');
                  // What was typed but not searched yet goes back to the address's filters, which are then cleared.
                  form.resetFields();
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
