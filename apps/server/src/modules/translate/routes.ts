import { translate } from '@portal/contract';
import { createTranslator } from '../../adapters/translate';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { TranslateService } from './translate-service';

/** /baiduTranslate: names between Chinese and English for the SKU form (TRANSLATE_PROVIDER in config). */
export function translateRoutes(core: Core): RouteBinding[] {
  const service = new TranslateService(createTranslator(core.config), core.limiter, core.log);
  return [
    route(translate.translate, ({ viewer, body }) =>
      service.translate(viewer, { text: body.q, from: body.from, to: body.to }),
    ),
  ];
}
