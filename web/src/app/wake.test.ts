import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayInItaly } from '#domain/italy-clock';
import { HYDRATED_EVENT, wakeIslands } from './wake';

// Each test's page: an island with a button, and the inert link of its code.
const PAGE = `<link crossorigin href="/assets/islands-x.js" data-prefetch>
  <div data-island="header" class="contents"><button type="button">Menu</button></div>
  <main><a href="/menu">Menu</a></main>`;

const listeners: [string, EventListener][] = [];
const closuresAnswer = (closures: unknown[]) => vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(closures));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  document.body.innerHTML = PAGE;
  delete document.documentElement.dataset.hydrated;
  // What wakeIslands adds to the window is taken off after each test (each test starts a new page).
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation(
    (type: string, fn: EventListenerOrEventListenerObject, options?: AddEventListenerOptions | boolean) => {
      listeners.push([type, fn as EventListener]);
      add(type, fn, options);
    },
  );
});
afterEach(() => {
  for (const [type, fn] of listeners.splice(0)) {
    window.removeEventListener(type, fn, true);
    window.removeEventListener(type, fn);
  }
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a drawn page's islands", () => {
  it('sleep until the visitor reaches for the page, then wake once', async () => {
    closuresAnswer([]);
    const wake = vi.fn(() => Promise.resolve());
    wakeIslands(document, wake);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(wake).not.toHaveBeenCalled();
    // Their code is fetched meanwhile, not run.
    expect(document.querySelector('link')!.rel).toBe('prefetch');
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('scroll'));
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('have their code fetched a file a task, each a short one', () => {
    closuresAnswer([]);
    document.body.insertAdjacentHTML('afterbegin', '<link crossorigin href="/assets/router-x.js" data-prefetch>');
    const timer = vi.spyOn(window, 'setTimeout');
    const wake = vi.fn(() => Promise.resolve());
    wakeIslands(document, wake);
    const rels = () => [...document.querySelectorAll('link')].map((link) => link.rel);
    expect(rels()).toEqual(['', '']);
    // The tasks it asked for, run one by one.
    const [first, second, closures, ...more] = timer.mock.calls.map(([task]) => task as () => void);
    first!();
    expect(rels()).toEqual(['prefetch', '']);
    second!();
    expect(rels()).toEqual(['prefetch', 'prefetch']);
    // Then, in a task of its own, whether a closure is to be announced.
    expect(fetch).not.toHaveBeenCalled();
    closures!();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(more).toEqual([]);
  });

  it('wake by themselves when an island changes by itself, counted from when the page showed', async () => {
    closuresAnswer([]);
    document.querySelector('[data-island]')!.setAttribute('data-wake', '6000');
    const wake = vi.fn(() => Promise.resolve());
    wakeIslands(document, wake);
    // The page shows 1 s after the navigation (the splash): 6 s after that is 7 s from now.
    await vi.advanceTimersByTimeAsync(6_999);
    expect(wake).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('wake by themselves for a closure to announce, and hand its answer on', async () => {
    const today = todayInItaly();
    const fetched = closuresAnswer([{ id: 1, from: today, to: today, note: null }]);
    const wake = vi.fn((closures: Promise<unknown[]> | null) => closures!.then(() => undefined));
    wakeIslands(document, wake);
    await vi.advanceTimersByTimeAsync(10);
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(wake).toHaveBeenCalledTimes(1);
    expect(await wake.mock.calls[0]![0]).toHaveLength(1);
  });

  it("wake at once for an address naming a part the drawn page does not hold (the groups' form)", async () => {
    closuresAnswer([]);
    const wake = vi.fn(() => Promise.resolve());
    history.replaceState(null, '', '/contatti#contenuto');
    document.body.insertAdjacentHTML('beforeend', '<div id="contenuto"></div>');
    wakeIslands(document, wake);
    expect(wake).not.toHaveBeenCalled();
    history.replaceState(null, '', '/contatti#gruppi');
    wakeIslands(document, wake);
    expect(wake).toHaveBeenCalledTimes(1);
    history.replaceState(null, '', '/');
  });

  it('keep a tap on a button before they are awake, and give it to the button once they are', async () => {
    closuresAnswer([]);
    wakeIslands(document, () => Promise.resolve());
    const button = document.querySelector('button')!;
    const taps = vi.fn();
    button.addEventListener('click', taps);
    button.click();
    expect(taps).not.toHaveBeenCalled();
    document.documentElement.dataset.hydrated = '';
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(taps).toHaveBeenCalledTimes(1);
    button.click();
    expect(taps).toHaveBeenCalledTimes(2);
  });

  it('try again at the next touch when their code did not come', async () => {
    closuresAnswer([]);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const wake = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    wakeIslands(document, wake);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('pointerdown'));
    expect(wake).toHaveBeenCalledTimes(2);
  });
});
