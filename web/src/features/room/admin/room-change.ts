// A change to the room (docs/product.md#17-the-evening-on-tables): it reads the room, and the book
// (a booking's tables), again, and says how it went in a toast, with the Worker's sentence when refused.
import { toast } from '../../../components/ui/toast-store';
import { reservationsKey } from '../../../lib/query-keys';
import { roomKeys } from '../../../admin/room-read';
import { refusalOf, useAdminMutation } from '../../../admin/session';

export const useRoomChange = <V>(call: (v: V) => Promise<unknown>, done: string) =>
  useAdminMutation({
    call,
    invalidates: [roomKeys.areas, roomKeys.tables, reservationsKey],
    onSuccess: () => toast({ title: done }),
    onError: (error) => toast({ variant: 'destructive', title: refusalOf(error, 'Non salvato') }),
  });
