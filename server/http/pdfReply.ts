import type { FastifyReply } from 'fastify';

/** Sends a PDF as a download named `fileName`, never cached by shared caches. */
export const sendPdf = (
  reply: FastifyReply,
  fileName: string,
  pdf: Buffer,
  cacheControl: 'no-store' | 'private, no-store',
) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', cacheControl)
    .send(pdf);
