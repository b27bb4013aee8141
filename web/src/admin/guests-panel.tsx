/** A guest's data: find it, hand it over, erase it. */
export function GuestsPanel() {
  return null;
}
