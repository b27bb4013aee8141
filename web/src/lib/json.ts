/** A drizzle row as it arrives over JSON: dates become ISO strings. */
export type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };
