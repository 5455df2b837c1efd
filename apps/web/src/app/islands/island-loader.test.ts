import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberSignedIn } from '@/lib/signed-in-hint';
import { watchIslands, type Hydrate } from './island-loader';

/**
 * The islands loader (docs/adr/0033-public-pages-as-islands.md) with a stand-in for React: "hydrating" an island here
 * gives its button its click handler and its field its input handler, as React's adoption would, after the chunks load.
 */
function island(name = 'site-header') {
  document.body.innerHTML = `
    <div data-island="${name}" data-island-props='{"tone":"soft"}'>
      <form><input name="search" value="" /><button type="button"><svg></svg></button><a href="/about">About</a></form>
    </div>`;
  const element = document.querySelector<HTMLElement>('[data-island]')!;
  const heard = { clicks: 0, typed: [] as string[], submits: 0, escapes: 0, props: undefined as object | undefined };
  let chunksLoaded!: () => void;
  const loading = new Promise<void>((resolve) => (chunksLoaded = resolve));
  // Resolved once the loader has been told of the adoption (and so has done what it held): a fixed wait instead raced
  // the stand-in's own timer on a loaded machine.
  let markAdopted!: () => void;
  const adopted = new Promise<void>((resolve) => (markAdopted = resolve));
  const hydrate = vi.fn<Hydrate>(async (root, _name, props, onAdopted) => {
    await loading;
    heard.props = props;
    root.querySelector('button')!.addEventListener('click', () => heard.clicks++);
    root
      .querySelector('input')!
      .addEventListener('input', (e) => heard.typed.push((e.target as HTMLInputElement).value));
    root.addEventListener('keydown', (e) => e.key === 'Escape' && heard.escapes++);
    root.querySelector('form')!.addEventListener('submit', (e) => {
      e.preventDefault();
      heard.submits++;
    });
    setTimeout(() => {
      onAdopted();
      markAdopted();
    });
  });
  watchIslands(document, [name], hydrate);
  return { element, heard, hydrate, chunksLoaded, adopted };
}

describe('the islands loader', () => {
  afterEach(() => rememberSignedIn(false));

  it('loads nothing until the visitor reaches for an island, then hydrates it once, with its props', async () => {
    const { element, hydrate, heard, chunksLoaded, adopted } = island();
    expect(hydrate).not.toHaveBeenCalled();
    element.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    element.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    chunksLoaded();
    await adopted;
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(heard.props).toEqual({ tone: 'soft' });
  });

  it('replays the tap that woke it on the control under it, once hydrated', async () => {
    const { element, heard, chunksLoaded, adopted } = island();
    element.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(heard.clicks).toBe(0);
    chunksLoaded();
    await adopted;
    expect(heard.clicks).toBe(1);
  });

  it('holds a submission rather than letting the form submit natively, and submits it once hydrated', async () => {
    const { element, heard, chunksLoaded, adopted } = island();
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    element.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    chunksLoaded();
    await adopted;
    expect(heard.submits).toBe(1);
  });

  it('tells the island what was typed before it was hydrated', async () => {
    const { element, heard, chunksLoaded, adopted } = island();
    const field = element.querySelector('input')!;
    field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    field.value = 'balloon';
    chunksLoaded();
    await adopted;
    expect(heard.typed).toEqual(['balloon']);
  });

  it('tells the island of an Escape pressed while it woke, where the focus still is', async () => {
    const { element, heard, chunksLoaded, adopted } = island();
    const field = element.querySelector('input')!;
    field.focus();
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    chunksLoaded();
    await adopted;
    expect(heard.escapes).toBe(1);
  });

  it('forgets an Escape once the focus has left where it was pressed', async () => {
    const { element, heard, chunksLoaded, adopted } = island();
    const field = element.querySelector('input')!;
    field.focus();
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    field.blur();
    chunksLoaded();
    await adopted;
    expect(heard.escapes).toBe(0);
  });

  it('lets a link work as it is', () => {
    const { element, hydrate } = island();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    element.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(hydrate).not.toHaveBeenCalled();
  });

  it('hydrates the header at once in a browser that was signed in', () => {
    rememberSignedIn(true);
    expect(island('site-header').hydrate).toHaveBeenCalledTimes(1);
    expect(island('game-finder').hydrate).not.toHaveBeenCalled();
  });
});
