/** Where the platform serves the visit counter (public/r.js). */
export const BEACON_PATH = '/r.js';
