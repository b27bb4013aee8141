// The owner's texts that have an English twin, by kind of record (docs/product.md#15-two-languages):
// each field `f` keeps its English in `fEn`. One list for the Worker, which answers each in the
// language asked (worker/lib/in-language.ts), and the admin, which asks for the English beside the
// Italian and counts what still lacks it (web/src/admin/english.ts).
export const TRANSLATED = {
  dish: ['name', 'description'],
  section: ['title'],
  item: ['name', 'description'],
  // The description is derived from the content, in each language: not the owner's to write.
  event: ['title', 'content', 'eventDateTime', 'pricePerPerson', 'setMenu'],
  gallery: ['title', 'description'],
  galleryPhoto: ['caption'],
  closure: ['message'],
  specialDay: ['message'],
  sitePhoto: ['alt', 'caption', 'title', 'description'],
} as const;
