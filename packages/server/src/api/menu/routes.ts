/**
 * `GET /api/v1/menu/`: the menu the signed-in user may open (Flask-AppBuilder's MenuApi). Every
 * signed-in user has one; its entries are filtered by `menu_access`.
 */
import type { FastifyInstance } from 'fastify';
import { menuFor } from './menu.js';

export function registerMenuRoutes(app: FastifyInstance) {
  app.get('/api/v1/menu/', (request) => ({ result: menuFor(request.user!) }));
}
