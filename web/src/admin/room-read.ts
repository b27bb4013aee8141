// The room as the owner's tabs read it (docs/product.md#17-the-evening-on-tables): the room panel
// describes it and the evening seats parties in it, so the reads are shared here, not a feature's.
import { useQuery } from '@tanstack/react-query';
import type { AreaClosure } from '#domain/bookings/room';
import { client, ok } from '../lib/client';

export const roomKeys = { areas: ['/api/areas'], tables: ['/api/tables'], closures: ['/api/area-closures'] } as const;

export const useAreas = () => useQuery({ queryKey: roomKeys.areas, queryFn: () => ok(client.api.areas.$get()) });
export const useTables = () => useQuery({ queryKey: roomKeys.tables, queryFn: () => ok(client.api.tables.$get()) });
/** The areas closed from today on, for a day or a service. */
export const useAreaClosures = () =>
  useQuery({
    queryKey: roomKeys.closures,
    queryFn: async () => (await ok(client.api['area-closures'].$get())) as AreaClosure[],
    refetchOnWindowFocus: true,
  });
