/**
 * antd writes each component's CSS at runtime (CSS-in-JS) the first time the component renders: on
 * the SKU list's first screen that is about 650 KB of CSS generated, serialized and inserted, a
 * quarter of the page's main-thread time. The `antd-<area>-styles.css` sheets hold that CSS for the
 * default theme, written ahead by `npm run antd-styles`, each with the map of cache paths antd's
 * style registry reads (`.data-ant-cssinjs-cache-path`): a component whose path is in the map gets
 * no runtime style. One sheet per area, so /login downloads only the sign-in page's styles: the
 * entry loads `antd-sign-in-styles.css`, the other public pages `public-styles.ts` and the signed-in
 * area `signed-in-styles.ts`, which have antd read the map again (`style-map.ts`). Another theme
 * (dark mode, another primary colour) has other paths, so antd writes its CSS at runtime as before;
 * a stale sheet (after an antd upgrade) matches nothing and costs only its download. The capture
 * build replaces the sheets with an empty one, so what it captures is what antd generates, and
 * renders `StyleCapture`.
 */
export const CAPTURE_MODE = 'antd-styles';
