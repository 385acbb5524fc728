import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Space } from 'antd';
import { Children, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface QueryFormProps<V extends object> {
  /** The filters the address holds now, as form values. */
  values: V;
  onSearch(values: V): void;
  onReset(): void;
  /** The filter fields (Form.Item each); they are laid out in a grid. */
  children: ReactNode;
}

/**
 * A list's filter form. It writes to the address only on Search; when the address changes (reset,
 * back button, a link) the form starts again from it, so the fields always show the list's filters.
 */
export function QueryForm<V extends object>(props: QueryFormProps<V>) {
  return <QueryFormBody key={JSON.stringify(props.values)} {...props} />;
}

function QueryFormBody<V extends object>({ values, onSearch, onReset, children }: QueryFormProps<V>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
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
        {Children.map(children, (field) => (
          <Col xs={24} md={12} xl={8}>
            {field}
          </Col>
        ))}
        <Col xs={24} md={12} xl={8}>
          <Form.Item label=" ">
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('listKit.search')}
              </Button>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  // What was typed but not searched yet goes back to the address's filters, which are then cleared.
                  form.resetFields();
                  onReset();
                }}
              >
                {t('listKit.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
