import { reset } from '@ant-design/cssinjs/es/util/cacheMapUtil';

/**
 * antd reads the map of written-ahead styles (capture-mode.ts) once, when its first component
 * renders, from the sheets loaded then: the entry's, which maps only the sign-in page's styles.
 * An area's sheet, once loaded, maps its own as well; this has antd read the map again, so the
 * components rendered from then on take their styles from it instead of generating them. Styles
 * antd already generated or took are kept. (`reset` is cssinjs's own way to drop the map it read.)
 */
export function rereadStyleMap(): void {
  reset(undefined, true);
}
