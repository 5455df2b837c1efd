import { wasSignedIn } from '@/lib/signed-in-hint';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './island-attributes';
import type { IslandName } from './island-registry';

/**
 * Hydrates one island (src/islands.ts: loads React and the island's chunk, then hydrateIsland); resolves once React
 * owns the island's events, and calls `onAdopted` once React has adopted its markup.
 */
export type Hydrate = (element: HTMLElement, name: IslandName, props: object, onAdopted: () => void) => Promise<void>;

/**
 * Signs of an imminent interaction: a touch or a press, focus, a key. Not the pointer coming over: one resting where
 * the fixed header is drawn (a synthetic move after each layout) would wake it on every load.
 */
const WAKE_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Hydrated at once when this browser was signed in, so a signed-in visitor sees their account menu. */
const AT_ONCE_WHEN_SIGNED_IN: IslandName[] = ['site-header'];

/** What a tap is for: the control under it (an icon inside a button is not one; SVG has no click()). */
const CONTROLS = [
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'summary',
  ...['button', 'checkbox', 'radio', 'switch', 'tab', 'option', 'menuitem', 'combobox'].map(
    (role) => `[role="${role}"]`,
  ),
].join(',');

/**
 * Text typed into an island's field before it was hydrated: React keeps it in the field but never heard of it (its
 * state still holds the server's value, which it made the field's default). It hears of it now, as an input event that
 * its value tracker sees as a change: set back through the tracked property, then on through the element's own setter.
 */
function tellTyped(element: HTMLElement) {
  for (const field of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.value === field.defaultValue || ['checkbox', 'radio', 'file'].includes(field.type)) continue;
    const typed = field.value;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

function watch(element: HTMLElement, name: IslandName, hydrate: Hydrate) {
  // asleep: only this loader listens; waking: the chunks load; rooted: React owns the events (it adopts the island at
  // once on a tap meanwhile); adopted.
  let stage: 'asleep' | 'waking' | 'rooted' | 'adopted' = 'asleep';
  let heldClick: HTMLElement | null = null;
  let heldSubmit: HTMLFormElement | null = null;
  let heldEscape: HTMLElement | null = null;

  const adopted = () => {
    stage = 'adopted';
    element.removeEventListener('click', holdClick, true);
    element.removeEventListener('submit', holdSubmit, true);
    element.removeEventListener('keydown', holdEscape, true);
    tellTyped(element);
    heldClick?.click();
    heldSubmit?.requestSubmit();
    // Still where the key was pressed: React hears it now (a hint the focus woke is hidden, WCAG 1.4.13).
    if (heldEscape && heldEscape === document.activeElement) {
      heldEscape.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    }
  };

  const wake = () => {
    if (stage !== 'asleep') return;
    stage = 'waking';
    for (const type of WAKE_EVENTS) element.removeEventListener(type, wake, true);
    const json = element.getAttribute(ISLAND_PROPS_ATTRIBUTE);
    void hydrate(element, name, json ? (JSON.parse(json) as object) : {}, adopted).then(() => {
      stage = 'rooted';
    });
  };

  function holdClick(event: MouseEvent) {
    if (stage !== 'asleep' && stage !== 'waking') return;
    const target = event.target as Element;
    if (target.closest('a[href]')) return;
    event.preventDefault();
    heldClick = target.closest<HTMLElement>(CONTROLS) ?? (target instanceof HTMLElement ? target : null);
    wake();
  }

  function holdSubmit(event: SubmitEvent) {
    if (stage !== 'asleep' && stage !== 'waking') return;
    // Submitted natively, the form would load its own page again with what was typed in the address.
    event.preventDefault();
    heldSubmit = event.target as HTMLFormElement;
    wake();
  }

  /** Escape has no native action here to hold back, but what it dismisses exists only once React has the island. */
  function holdEscape(event: KeyboardEvent) {
    if (event.key === 'Escape' && (stage === 'asleep' || stage === 'waking')) heldEscape = event.target as HTMLElement;
  }

  element.addEventListener('click', holdClick, true);
  element.addEventListener('submit', holdSubmit, true);
  element.addEventListener('keydown', holdEscape, true);
  for (const type of WAKE_EVENTS) element.addEventListener(type, wake, { capture: true, passive: true });
  if (AT_ONCE_WHEN_SIGNED_IN.includes(name) && wasSignedIn()) wake();
}

/**
 * Watches every island of the document (app/islands/island.tsx marks them) and hydrates each on its own on the first
 * sign that the visitor reaches for it (docs/adr/0033-public-pages-as-islands.md). What happens before that is not
 * lost: a tap on a control (not a link, which works as it is), a form's submission or an Escape is held and done again
 * once the island is hydrated, and text typed meanwhile is told to React; focus stays where it is, in the same nodes.
 */
export function watchIslands(root: ParentNode, names: readonly string[], hydrate: Hydrate) {
  for (const element of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE);
    if (name && names.includes(name)) watch(element, name as IslandName, hydrate);
  }
}
