import type { ImportResult } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { antdThemeConfig, DARK_SURFACES } from '../../app/antd-theme';
import { renderWithApp } from '../../test/render-with-app';
import { contrastRatio } from '../theme/contrast';
import { ImportResultView } from './import-result-view';

const result: ImportResult = {
  job_id: 7,
  total: 3,
  success: 2,
  failed: 1,
  failures: [{ row: 3, sku: 'BAD', reasons: ['please input SKU'] }],
};

/** `#rrggbb` as the browser writes a computed colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

function countColour(testId: string): string {
  const content = within(screen.getByTestId(testId)).getByText(/^\d+$/).closest('.ant-statistic-content');
  if (!(content instanceof HTMLElement)) throw new Error(`no statistic value in ${testId}`);
  return content.style.color;
}

describe('ImportResultView', () => {
  it('colours the counts with the dark theme’s readable status tokens, not fixed reds and greens', () => {
    const config = antdThemeConfig(null, true);
    const token = theme.getDesignToken(config);
    renderWithApp(
      <ConfigProvider theme={config}>
        <ImportResultView result={result} />
      </ConfigProvider>,
    );

    expect(countColour('import-success')).toBe(rgb(token.colorSuccess));
    expect(countColour('import-failed')).toBe(rgb(token.colorError));
    // The literals this replaced read at 2.96:1 on the dark surfaces; the tokens read at 4.5:1 on each.
    expect(countColour('import-failed')).not.toBe(rgb('#cf1322'));
    expect(countColour('import-success')).not.toBe(rgb('#389e0d'));
    for (const surface of DARK_SURFACES) {
      expect(contrastRatio(token.colorError, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(token.colorSuccess, surface)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
