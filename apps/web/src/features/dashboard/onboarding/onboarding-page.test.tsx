import { dashboard } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { fakeApi, ok } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import OnboardingPage from './onboarding-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const serve = (steps: { step: string; done: boolean }[]) => fakeApi([[dashboard.getOnboarding, () => ok({ steps })]]);

describe('getting started', () => {
  it('lists the steps in order, each linking to its screen and saying whether it is done', async () => {
    serve([
      { step: 'sku', done: true },
      { step: 'inbound', done: true },
      { step: 'top_up', done: false },
      { step: 'integration', done: false },
      { step: 'order', done: false },
    ]);
    renderWithApp(<OnboardingPage />, { route: '/onboarding' });
    expect((await screen.findByTestId('onboarding-progress')).textContent).toBe('2 of 5 done');
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['1. Create your first SKU', '/productsList'],
      ['2. Book your first inbound shipment', '/inbound/create'],
      ['3. Top up your balance', '/billing/topUp'],
      ['4. Connect a shop or create an API key', '/plugins'],
      ['5. Ship your first order', '/order/create'],
    ]);
    expect(within(screen.getByTestId('onboarding-sku')).getByText('(Done)')).toBeTruthy();
    expect(within(screen.getByTestId('onboarding-top_up')).getByText('(To do)')).toBeTruthy();
  });

  it('says so when every step is done, in Chinese too', async () => {
    await i18n.changeLanguage('zh_CN');
    serve([
      { step: 'sku', done: true },
      { step: 'order', done: true },
    ]);
    renderWithApp(<OnboardingPage />, { route: '/onboarding' });
    expect((await screen.findByTestId('onboarding-progress')).textContent).toBe('全部完成：您的账号已设置好。');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '1. 创建第一个 SKU',
      '2. 发出第一笔订单',
    ]);
    expect(within(screen.getByTestId('onboarding-order')).getByText('(已完成)')).toBeTruthy();
  });
});
