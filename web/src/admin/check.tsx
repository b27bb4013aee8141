// A checkbox of the owner's forms whose whole label is the target, and a list of codes ticked by it:
// a dish's allergens and diets (menu), a guest's kept with consent (guests).
import { inListOrder } from '#domain/allergens';

/** A checkbox whose whole label is the target (44 px high). */
export function Check(props: { label: string; title?: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label
      title={props.title}
      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-ink hover:bg-cream has-checked:font-semibold"
    >
      <input
        type="checkbox"
        className="size-5 shrink-0 accent-walnut"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      {props.label}
    </label>
  );
}

/** `list` with `code` ticked (`on`) or not, in `all`'s order. */
export function toggleCode<C extends string>(list: readonly C[], all: readonly C[], code: C, on: boolean) {
  return inListOrder(all, on ? [...list, code] : list.filter((c) => c !== code));
}
