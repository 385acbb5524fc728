/**
 * antd writes each component's CSS at runtime (CSS-in-JS) the first time the component renders: on
 * the SKU list's first screen that is about 650 KB of CSS generated, serialized and inserted, a
 * quarter of the page's main-thread time. `antd-static-styles.css` holds that CSS for the default
 * theme, written ahead by `npm run antd-styles`, with the map of cache paths antd's style registry
 * reads at start-up (`.data-ant-cssinjs-cache-path`): a component whose path is in the map gets no
 * runtime style. Another theme (dark mode, another primary colour) has other paths, so antd writes
 * its CSS at runtime as before; a stale file (after an antd upgrade) matches nothing and costs only
 * its download. The capture build replaces the file with an empty one, so what it captures is what
 * antd generates, and renders `StyleCapture`.
 */
export const CAPTURE_MODE = 'antd-styles';
