import { product } from '@portal/contract';
import type { Core } from '../../../core';
import { type RouteBinding, route } from '../../../http/route';
import { attachment } from '../../../http/send-file';
import { LabelRepository } from './label-repository';
import { LabelService } from './label-service';

/** printSku: the labels PDF, named like the spec's download ("PDF" and a timestamp). */
export function labelRoutes(core: Core): RouteBinding[] {
  const labels = new LabelService(new LabelRepository(core.db));
  return [
    route(product.printSku, async ({ viewer, body, lang, reply }) => {
      const pdf = await labels.print(viewer, body, lang);
      const name = `PDF${core.clock.now().getTime()}.pdf`;
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(name))
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    }),
  ];
}
