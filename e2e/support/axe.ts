import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 level A and AA, as axe tags them (2.0, 2.1 and 2.2 success criteria). */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** One axe violation, readable in a test failure: rule, impact, help and where it was found. */
export interface A11yViolation {
  rule: string;
  impact: string;
  help: string;
  /** Each offending node: its selector path (through shadow roots) and axe's summary of what is wrong. */
  nodes: string[];
}

/**
 * Runs axe with the WCAG 2.2 AA rules on the modal (`<foyer-modal>` and its open shadow root, the
 * toast and alerts included) or, with `scope: 'page'`, on the whole page. Returns the violations.
 */
export async function axeViolations(page: Page, { scope = 'modal' }: { scope?: 'modal' | 'page' } = {}): Promise<A11yViolation[]> {
  let builder = new AxeBuilder({ page }).withTags([...WCAG_22_AA_TAGS]);
  if (scope === 'modal') builder = builder.include('foyer-modal');
  const { violations } = await builder.analyze();
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.map((part) => JSON.stringify(part)).join(' > ')}: ${node.failureSummary?.replace(/\s+/g, ' ').trim() ?? ''}`),
  }));
}

/** The violations as one line each (for a failure message). */
export function describeViolations(violations: A11yViolation[]): string {
  return violations.map((v) => `[${v.impact}] ${v.rule}: ${v.help}\n    ${v.nodes.join('\n    ')}`).join('\n');
}

/**
 * Interactive elements of the open modal smaller than 24×24 CSS px (WCAG 2.2 SC 2.5.8, target size
 * minimum), each as `<tag data-testid|text> W×H`. A control inside a `<label>` counts the label's box (the
 * label is part of its target); a link inside a sentence is exempt (the SC's inline exception).
 */
export async function smallTargets(page: Page, minimum = 24): Promise<string[]> {
  return page.evaluate((min) => {
    const root = document.querySelector('foyer-modal')?.shadowRoot;
    if (!root) return ['<foyer-modal> has no shadow root'];
    const interactive =
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';
    const small: string[] = [];
    for (const element of root.querySelectorAll<HTMLElement>(interactive)) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      if (element.closest('[inert], [aria-hidden="true"]')) continue;
      const style = getComputedStyle(element);
      if (element.tagName === 'A' && style.display === 'inline' && element.parentElement?.closest('p')) continue;
      const label = element.closest('label');
      const box = (label ?? element).getBoundingClientRect();
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        const name = element.dataset.testid ?? element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
        small.push(`<${element.tagName.toLowerCase()} ${name}> ${box.width.toFixed(1)}×${box.height.toFixed(1)}`);
      }
    }
    return small;
  }, minimum);
}

/** Where the keyboard focus is: inside the modal's shadow root or not, the focused element and whether it shows a focus indicator. */
export interface FocusState {
  inModal: boolean;
  /** `data-testid` of the focused element (or its tag name). */
  target: string;
  /** The computed outline or box-shadow that marks it, or null if it has none. */
  indicator: string | null;
}

export async function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    const inModal = active?.tagName.toLowerCase() === 'foyer-modal';
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return { inModal: false, target: 'none', indicator: null };
    const style = getComputedStyle(active);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}` : null;
    const shadow = style.boxShadow !== 'none' ? `box-shadow ${style.boxShadow}` : null;
    return {
      inModal: inModal && active.tagName.toLowerCase() !== 'foyer-modal',
      target: (active as HTMLElement).dataset?.testid ?? active.tagName.toLowerCase(),
      indicator: outline ?? shadow,
    };
  });
}

/** The two themes every view is checked in. */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Switches the page and the widget to `theme` with the demo's toggle (a DOM click: the open modal's overlay covers the page). */
export async function switchDemoTheme(page: Page, theme: Theme): Promise<void> {
  const toggle = page.getByTestId('demo-theme');
  if ((await toggle.getAttribute('data-theme-mode')) !== theme) await toggle.dispatchEvent('click');
  await expect(page.locator('foyer-modal .foyer-root')).toHaveAttribute('data-theme', theme);
}

/**
 * Checks the modal as it is now with axe (WCAG 2.2 AA) and the 24 px target rule, in light and then in dark (switched
 * at run time), and leaves it light. Soft assertions: every problem of both themes is reported. `label` names the view
 * (and its state) in the failure messages.
 * @example
 * await expectAccessibleInBothThemes(page, 'RegisterAccountNameSuccess')
 */
export async function expectAccessibleInBothThemes(page: Page, label: string): Promise<void> {
  for (const theme of THEMES) {
    await switchDemoTheme(page, theme);
    const violations = await axeViolations(page);
    expect.soft(violations, `${theme} ${label}: axe WCAG 2.2 AA violations\n${describeViolations(violations)}`).toEqual([]);
    expect.soft(await smallTargets(page), `${theme} ${label}: targets under 24×24 px (WCAG 2.5.8)`).toEqual([]);
  }
  await switchDemoTheme(page, 'light');
}
