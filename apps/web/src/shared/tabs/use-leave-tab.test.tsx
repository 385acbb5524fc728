import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { useFormUnsavedChanges } from '../forms/use-unsaved-changes';
import { TabKeyContext } from './tab-context';
import { tabStore } from './tab-store';
import { unsavedChanges } from './unsaved-changes';
import { useLeaveTab } from './use-leave-tab';

const INITIAL = { name: '' };

/** A form page as a screen would write one: it reports its changes and leaves through its tab. */
function FormPage() {
  const unsaved = useFormUnsavedChanges(INITIAL);
  const leave = useLeaveTab();
  return (
    <Form initialValues={INITIAL} onValuesChange={unsaved.onValuesChange}>
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <button type="button" onClick={() => void leave('/list')}>
        Back
      </button>
    </Form>
  );
}

function open() {
  tabStore.open({
    key: '/form',
    fullPath: '/form',
    path: '/form',
    title: { text: { en: 'Order form', zh_CN: '订单表单' } },
    closable: true,
    components: ['form'],
    meta: { keepAlive: true },
  });
  return renderWithApp(
    <TabKeyContext value="/form">
      <FormPage />
    </TabKeyContext>,
    { route: '/form' },
  );
}

const location = () => screen.getByTestId('location').textContent;

afterEach(() => tabStore.end());

describe('leaving a tab with unsaved changes', { timeout: 20_000 }, () => {
  it('reports typing as unsaved, and typing it away again as saved', async () => {
    open();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Mug' } });
    await waitFor(() => expect(unsavedChanges.isDirty('/form')).toBe(true));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '' } });
    await waitFor(() => expect(unsavedChanges.isDirty('/form')).toBe(false));
  });

  it('asks first, stays on "Keep editing", and on "Discard changes" closes the tab and goes', async () => {
    open();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Mug' } });
    await waitFor(() => expect(unsavedChanges.isDirty('/form')).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Discard unsaved changes?');
    expect(dialog.textContent).toContain('“Order form”');
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    // jsdom never ends antd's leave animation, so the answered question stays in the page.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(location()).toBe('/form');
    expect(tabStore.getTabs().map((tab) => tab.key)).toEqual(['/form']);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Mug');

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Discard changes' })).toHaveLength(2));
    const discard = screen.getAllByRole('button', { name: 'Discard changes' }).at(-1);
    if (discard) fireEvent.click(discard);
    await waitFor(() => expect(location()).toBe('/list'));
    expect(tabStore.getTabs()).toEqual([]);
    expect(unsavedChanges.isDirty('/form')).toBe(false);
  });

  it('leaves at once when nothing was changed', async () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe('/list'));
    expect(screen.queryByText('Discard unsaved changes?')).toBeNull();
  });
});
