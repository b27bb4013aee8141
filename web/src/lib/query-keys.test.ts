import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dataUrl, eventKeys, galleryKeys } from './query-keys';

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

  it('the photos of an event or a gallery are read at their URL, under their list (the admin refreshes both at once)', async () => {
    expect(dataUrl(eventKeys.photos(3))).toBe('/api/events/3/images');
    expect(dataUrl(galleryKeys.photos(4))).toBe('/api/galleries/4/images');
    const client = new QueryClient();
    client.setQueryData(galleryKeys.photos(4), []);
    await client.invalidateQueries({ queryKey: galleryKeys.list, refetchType: 'none' });
    expect(client.getQueryState(galleryKeys.photos(4))?.isInvalidated).toBe(true);
  });
});
