import { expect, test, type Page } from '@playwright/test';

const cards = (page: Page) => page.locator('.game-grid article');
const cardNames = (page: Page) => cards(page).locator('h3').allTextContents();

/**
 * Opens /competitions and answers how many games the page was given (its document carries them for hydration, and
 * the page asks for them no more): the seeded catalogue plus any custom game an admin journey running alongside has
 * just approved (admin.e2e.ts), so counts never race with it.
 */
async function openCompetitions(page: Page): Promise<number> {
  await page.goto('/competitions');
  const state = JSON.parse((await page.locator('#prerender-state').textContent())!) as [unknown[], unknown][];
  const count = (state.find(([key]) => key[0] === 'games')![1] as unknown[]).length;
  expect(count).toBeGreaterThanOrEqual(20);
  return count;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('competitions: search matches name or description, case-insensitively', async ({ page }) => {
  const all = await openCompetitions(page);
  await expect(cards(page)).toHaveCount(all);
  // Typed at once, maybe before the list's island is hydrated: the island hears of it then (src/islands.ts).
  await page.getByLabel('Search').fill('BALLOON');
  await expect
    .poll(async () => (await cardNames(page)).filter((name) => !name.toLowerCase().includes('balloon')))
    .toEqual([]);
  expect(await cardNames(page)).toEqual(expect.arrayContaining(['Water Balloon Toss', 'Balloon Stomp Battle']));
  await expect(page.getByText(/^Showing \d+ games?$/)).not.toHaveText(`Showing ${all} games`);

  // A word found only in a description still matches.
  const games = (await (await page.request.get('/api/games')).json()) as { name: string; description: string }[];
  const word = games
    .flatMap((g) => g.description.toLowerCase().match(/[a-z]{7,}/g) ?? [])
    .find((w) => games.every((g) => !g.name.toLowerCase().includes(w)))!;
  await page.getByLabel('Search').fill(word.toUpperCase());
  const expected = games.filter((g) => g.description.toLowerCase().includes(word)).map((g) => g.name);
  await expect.poll(async () => (await cardNames(page)).sort()).toEqual(expected.sort());

  await page.getByLabel('Search').fill('zzzz no such game');
  await expect(page.getByText('No competitions found matching your criteria.')).toBeVisible();
  await expect(page.getByText('Try adjusting your filters or search terms.')).toBeVisible();
});

test('competitions: space and player filters are asked of the API and Clear Filters resets everything', async ({
  page,
}) => {
  const all = await openCompetitions(page);
  await expect(cards(page)).toHaveCount(all);

  const indoorRequest = page.waitForRequest(
    (r) => r.url().includes('/api/games?') && new URL(r.url()).searchParams.get('spaceType') === 'indoor',
  );
  await choose(page, 'Space Type', 'Indoor');
  await indoorRequest;
  const indoor = (await (await page.request.get('/api/games?spaceType=indoor')).json()) as { name: string }[];
  expect(indoor.length).toBeLessThan(all);
  await expect(cards(page)).toHaveCount(indoor.length);
  await expect.poll(async () => (await cardNames(page)).sort()).toEqual(indoor.map((g) => g.name).sort());

  const playersRequest = page.waitForRequest((r) => {
    const params = new URL(r.url()).searchParams;
    return r.url().includes('/api/games?') && params.get('minPlayers') === '10' && params.get('spaceType') === 'indoor';
  });
  await choose(page, 'Minimum Players', '10+ players');
  await playersRequest;
  const both = (await (await page.request.get('/api/games?spaceType=indoor&minPlayers=10')).json()) as {
    name: string;
  }[];
  await expect(cards(page)).toHaveCount(both.length);

  await page.getByLabel('Search').fill('race');
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByLabel('Search')).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Space Type' })).toHaveText('All Spaces');
  await expect(page.getByRole('combobox', { name: 'Minimum Players' })).toHaveText('Any Group Size');
  await expect(cards(page)).toHaveCount(all);
});

test('competitions: cards show difficulty labels and the booking button leads to /booking', async ({ page }) => {
  await page.goto('/competitions');
  const games = (await (await page.request.get('/api/games')).json()) as { name: string; difficulty: number }[];
  for (const game of games.slice(0, 6)) {
    const label = game.difficulty <= 2 ? 'Easy' : game.difficulty <= 3 ? 'Medium' : 'Challenging';
    const card = cards(page).filter({ has: page.getByRole('heading', { name: game.name, exact: true }) });
    await expect(card.locator('.difficulty-badge')).toHaveText(label);
    await expect(card.getByRole('img', { name: `Illustration of ${game.name}` })).toBeVisible();
  }
  // Hovering or focusing a difficulty label explains it after the
  // docs/product/constants.md#business-constants-and-limits tooltip delay; Escape hides it.
  const first = cards(page).first().locator('.difficulty-badge');
  const hint = page.getByRole('tooltip');
  await expect(hint).toHaveCount(0);
  await first.hover();
  await expect(hint).toHaveText(`Difficulty ${games[0].difficulty} of 5`);
  await page.mouse.move(0, 0);
  await expect(hint).toHaveCount(0);
  await first.locator('xpath=..').focus();
  await expect(hint).toHaveText(`Difficulty ${games[0].difficulty} of 5`);
  await expect(first.locator('xpath=..')).toHaveAccessibleDescription(`Difficulty ${games[0].difficulty} of 5`);
  await page.keyboard.press('Escape');
  await expect(hint).toHaveCount(0);
  await page.getByRole('link', { name: 'Book Your Competition Event' }).click();
  await expect(page).toHaveURL(/\/booking$/);
});
