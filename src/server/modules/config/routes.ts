// GET /api/config/google-maps-key: the browser key for Google Places, or null (the forms then use the portal's
// own address search).
import { googleMapsKeyResponse } from '@shared/requests/api';
import type { RoutesPlugin } from '../../lib/routes';
import { typed } from '../../lib/routes';

export const configRoutes: RoutesPlugin = async (app, { ctx }) => {
  typed(app).get(
    '/api/config/google-maps-key',
    { config: { access: 'public' }, schema: { tags: ['config'], response: { 200: googleMapsKeyResponse } } },
    async () => ({ apiKey: ctx.config.googleMapsApiKey ?? null }),
  );
};
