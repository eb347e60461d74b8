/** A request form runs for a visitor (public endpoint, thank-you screen) or inside the portal (POST /api/projects). */
export type FormMode = 'public' | 'auth';
