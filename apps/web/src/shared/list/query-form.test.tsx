import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { QueryForm } from './query-form';

/** A list whose filters are its address: Search and Reset change them, and so does a link. */
function Filters({ initial = {} }: { initial?: { name?: string } }) {
  const [values, setValues] = useState<{ name?: string }>(initial);
  return (
    <>
      <QueryForm values={values} onSearch={setValues} onReset={() => setValues({})}>
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
      </QueryForm>
      <Button onClick={() => setValues({ name: 'lamp' })}>Link to lamps</Button>
      <output data-testid="address">{JSON.stringify(values)}</output>
    </>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('Name');
const address = () => screen.getByTestId('address').textContent;

describe('QueryForm', { timeout: 20_000 }, () => {
  it('keeps the focus on what sent the search: the fields follow the address in place', async () => {
    renderWithApp(<Filters />);
    const name = field();
    name.focus();
    fireEvent.change(name, { target: { value: 'mug' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(address()).toBe('{"name":"mug"}'));
    expect(field()).toBe(name);
    expect(document.activeElement).toBe(name);

    const reset = screen.getByRole('button', { name: /Reset/ });
    reset.focus();
    fireEvent.click(reset);
    await waitFor(() => expect(address()).toBe('{}'));
    expect(field().value).toBe('');
    expect(document.activeElement).toBe(reset);
  });

  it('shows the filters of an address changed elsewhere (a link, the back button)', async () => {
    renderWithApp(<Filters />);
    fireEvent.change(field(), { target: { value: 'typed, not searched' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link to lamps' }));
    await waitFor(() => expect(field().value).toBe('lamp'));
  });

  it('Reset takes back what was typed but not searched, to the filters the address has now', async () => {
    // Opened with a filter, which a link then cleared: Reset must not bring back the one it opened with.
    renderWithApp(<Filters initial={{ name: 'cup' }} />);
    expect(field().value).toBe('cup');
    fireEvent.click(screen.getByRole('button', { name: /Reset/ }));
    await waitFor(() => expect(address()).toBe('{}'));
    await waitFor(() => expect(field().value).toBe(''));
    fireEvent.change(field(), { target: { value: 'plate' } });
    fireEvent.click(screen.getByRole('button', { name: /Reset/ }));
    await waitFor(() => expect(field().value).toBe(''));
    expect(address()).toBe('{}');
  });
});
