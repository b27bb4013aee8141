import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { prefetchRouteData } from './prefetch';

// A client whose reads are recorded: which URLs a first visit asks for before its page renders.
function recordingClient() {
  const asked: string[] = [];
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, queryFn: async ({ queryKey }) => (asked.push(queryKey.join('/')), []) } },
  });
  return { client, asked };
}

describe("the first page's data starts with its code", () => {
  // Every page, the 404 among them, shows the site's own content: its facts, texts and photos.
  const site = ['/api/site', '/api/site/photos'];
  it.each([
    ['/menu', ['/api/menu-settings', '/api/featured-dishes', '/api/menu-sections', '/api/menu-items', ...site]],
    ['/eventi', ['/api/events', ...site]],
    ['/eventi/serata-jazz', ['/api/events/slug/serata-jazz', ...site]],
    ['/galleria', ['/api/galleries', ...site]],
    ['/chi-siamo', site],
    ['/non-esiste', site],
  ])('%s asks for %j', async (path, urls) => {
    const { client, asked } = recordingClient();
    prefetchRouteData(client, path);
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual(urls);
  });
});
