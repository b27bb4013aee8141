import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dataUrl, eventKeys } from './query-keys';

describe('query keys', () => {
  it("an admin change to the events (which invalidates their list) refreshes an event's page too", async () => {
    const client = new QueryClient();
    client.setQueryData(eventKeys.bySlug('serata-jazz'), { id: 1 });
    await client.invalidateQueries({ queryKey: eventKeys.list, refetchType: 'none' });
    expect(client.getQueryState(eventKeys.bySlug('serata-jazz'))?.isInvalidated).toBe(true);
  });

  it("an event's page reads /api/events/slug/<slug>", () => {
    expect(dataUrl(eventKeys.bySlug('serata-jazz'))).toBe('/api/events/slug/serata-jazz');
  });
});
