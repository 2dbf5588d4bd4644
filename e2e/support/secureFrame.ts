import { expect, type FrameLocator, type Page } from '@playwright/test';

/** The secure-site frame: the approval UI (summary, approve, reject) lives in its document, not in the host page. */
export function secureFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[data-foyer-frame]');
}

/**
 * Waits until the secure frame sits still over the modal with its Approve enabled: the modal animates its height when
 * ApproveTransaction opens and the frame follows it, so a click computed mid-move would land on the host page.
 */
export async function frameSettled(page: Page): Promise<void> {
  const approval = secureFrame(page).getByTestId('approval');
  const summary = secureFrame(page).getByTestId('approve-summary');
  // As a user does: a summary longer than its box is scrolled to its end (Approve stays inert until it has been).
  await expect
    .poll(
      async () => {
        const block = await approval.getAttribute('data-block');
        if (block === 'scrollSummary') await summary.evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
        return block;
      },
      { message: 'Approve arms (data-block names what holds it)', intervals: [150] },
    )
    .toMatch(/^(pointer)?$/);
  await expect(secureFrame(page).getByTestId('approve-transaction')).toBeEnabled();
  let previous = '';
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await page.locator('iframe[data-foyer-frame]').boundingBox());
        const still = box === previous && !box.includes('"width":0');
        previous = box;
        return still;
      },
      { message: 'the secure frame stops moving', intervals: [150] },
    )
    .toBe(true);
}

/**
 * Approves the pending request as a user does: waits until the frame sits still with Approve armed, rests the pointer
 * on Approve until the frame reports it ready (the pointer must dwell inside a still frame), then clicks.
 */
export async function approveInFrame(page: Page): Promise<void> {
  await frameSettled(page);
  const approve = secureFrame(page).getByTestId('approve-transaction');
  await approve.hover();
  await expect(secureFrame(page).getByTestId('approval')).toHaveAttribute('data-state', 'ready');
  await approve.click();
}
