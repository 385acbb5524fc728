import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { QueryForm } from './query-form';

/** A list whose filters change on Search, as the address does: the form starts again from them. */
function Filters() {
  const [values, setValues] = useState<{ name?: string }>({});
  return (
    <QueryForm values={values} onSearch={setValues} onReset={() => setValues({})}>
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
    </QueryForm>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('Name');

describe('QueryForm', { timeout: 20_000 }, () => {
  it('gives the focus back to what sent the search once the form starts again', async () => {
    renderWithApp(<Filters />);
    const name = screen.getByLabelText('Name');
    name.focus();
    fireEvent.change(name, { target: { value: 'mug' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    // A new field (the form started again from the searched filters) holds the focus, as the old one did.
    await waitFor(() => expect(field().value).toBe('mug'));
    await waitFor(() => expect(document.activeElement).toBe(field()));
    expect(screen.getByLabelText('Name')).not.toBe(name);

    const reset = screen.getByRole('button', { name: /Reset/ });
    reset.focus();
    fireEvent.click(reset);
    await waitFor(() => expect(field().value).toBe(''));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /Reset/ })));
    expect(screen.getByRole('button', { name: /Reset/ })).not.toBe(reset);
  });
});
