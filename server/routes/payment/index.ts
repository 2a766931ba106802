import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext) {
  void app;
  void ctx;
}
