import { extractStyle, StyleContext } from '@ant-design/cssinjs';
import { useContext } from 'react';

declare global {
  interface Window {
    /**
     * antd's styles of everything rendered since the page loaded, one `<style>` element each (its
     * id in `data-css-hash`), and the map of their cache paths in the last one.
     */
    antdStyles?: () => string;
  }
}

/**
 * Rendered only in the `antd-styles` build, which `npm run antd-styles` opens in Chromium: it hands
 * the capture script what antd generated for the screens it visited (`capture-mode.ts`).
 */
export function StyleCapture() {
  const { cache } = useContext(StyleContext);
  window.antdStyles = () => extractStyle(cache, { types: 'style' });
  return null;
}
