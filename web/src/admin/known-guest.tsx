// The owner's booking form, as a phone or an e-mail is typed: whether the house knows the guest, in
// their line ('11ª visita · allergia: frutta a guscio · 2 no-show'), and a warning when an allergy
// kept on their profile is in a dish of the featured set (docs/product.md#18-the-guests-the-house-knows).
import { useQuery } from '@tanstack/react-query';
import { type AllergenCode, allergenName } from '#domain/allergens';
import { profileLine } from '#domain/guests/profile-words';
import { api } from '../lib/api';
import type { Answer, Api } from '../lib/client';
import { menuKeys } from '../lib/query-keys';

type Found = Answer<Api['profiles']['$get']>[number];
type Dish = { name: string; allergens?: AllergenCode[]; isActive?: boolean };

/** What the typed contact searches by: an e-mail once it has an '@', a phone once it has six digits. */
const searchOf = (phone: string, email: string) =>
  email.includes('@') ? email.trim() : (phone.match(/\d/g)?.length ?? 0) >= 6 ? phone.trim() : '';

export function KnownGuest({ phone, email }: { phone: string; email: string }) {
  const q = searchOf(phone, email);
  const found = useQuery({
    queryKey: ['/api/profiles', 'cerca', q],
    queryFn: () => api<Found[]>(`/api/profiles?${new URLSearchParams({ q })}`),
    enabled: q !== '',
  });
  const dishes = useQuery({ queryKey: menuKeys.featuredDishes, queryFn: () => api<Dish[]>('/api/featured-dishes') });
  const guest = q ? found.data?.[0] : undefined;
  if (!guest) return null;
  const risky = (dishes.data ?? [])
    .filter((d) => d.isActive !== false)
    .flatMap((d) =>
      (d.allergens ?? []).filter((a) => guest.allergies.includes(a)).map((a) => `${d.name} (${allergenName(a).toLowerCase()})`),
    );
  return (
    <div role="status" className="rounded-lg bg-cream px-3 py-2 text-sm sm:col-span-2">
      <p>
        <span className="font-semibold">{`${guest.firstName} ${guest.lastName}`.trim()}</span> · {profileLine(guest)}
      </p>
      {risky.length > 0 && <p className="mt-1 font-semibold text-terracotta">Attenzione, tra i piatti speciali: {risky.join(', ')}.</p>}
    </div>
  );
}
