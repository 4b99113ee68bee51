/** The most followed riders one request of GET /api/races/{id}/riders may name (strip and route). */
export const RIDERS_MAX_IDS = 30;
