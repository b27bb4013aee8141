// Values shared by the tables, the request schemas and the web app (no drizzle import here, so
// the browser bundle stays free of it).
export const DESTINATIONS = ['mare', 'montagna'] as const;
export const DISPLAY_TYPES = ['gestito', 'pdf'] as const;
export type Destination = (typeof DESTINATIONS)[number];
export type DisplayType = (typeof DISPLAY_TYPES)[number];
