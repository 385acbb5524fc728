import { product } from '@portal/contract';
import type { Core } from '../../../core';
import { type RouteBinding, route } from '../../../http/route';
import { sendPdf } from '../../../http/send-file';
import type { ProductRepository } from '../product-repository';
import { LabelService } from './label-service';

/** printSku: the labels PDF, named like the spec's download ("PDF" and a timestamp). */
export function labelRoutes(core: Core, products: ProductRepository): RouteBinding[] {
  const labels = new LabelService(products, core.heavyWork, core.fileTasks);
  return [
    route(product.printSku, async ({ viewer, body, reply }) => {
      const file = await labels.print(viewer, body);
      sendPdf(reply, { fileName: `PDF${core.clock.now().getTime()}.pdf`, file });
    }),
  ];
}
