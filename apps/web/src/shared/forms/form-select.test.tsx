import { screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { FormSelect } from './form-select';

describe('FormSelect', () => {
  it('in a required field, says "required" on its combobox only, not on its root without a role', () => {
    const { container } = renderWithApp(
      <Form>
        <Form.Item name="currency" label="Currency" rules={[{ required: true }]}>
          <FormSelect options={[{ value: 'USD', label: 'USD' }]} />
        </Form.Item>
      </Form>,
    );
    expect(screen.getByRole('combobox').getAttribute('aria-required')).toBe('true');
    expect(container.querySelector('.ant-select')?.hasAttribute('aria-required')).toBe(false);
  });
});
