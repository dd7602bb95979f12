type Schedule = (work: () => void) => void;

// A timer, not an idle callback: while a page loads on a slow phone, idle moments can come too
// late, after the form's first render.
const inATaskOfItsOwn: Schedule = (work) => setTimeout(work, 0);

let warmed = false;

/**
 * React Aria's Select and ComboBox make an Intl.ListFormat, and the ComboBox an Intl.Collator, on
 * their first render. The first of each on a page loads the locale's ICU data: about 30 and 40 ms
 * on a slow phone (Chromium at 4x CPU throttling), in the middle of rendering a form. Made once
 * beforehand, each in a task of its own, the render's take well under a millisecond (ICU
 * keeps the data). Called when a module with such a component loads; once per page, and never
 * outside a browser (a build-time render).
 */
export function warmIntlData(schedule: Schedule = inATaskOfItsOwn): void {
  if (warmed || typeof window === 'undefined') return;
  warmed = true;
  // The collator first: a list format made first loads what both need, ~70 ms in one task.
  schedule(() => new Intl.Collator(undefined, { sensitivity: 'base' }));
  schedule(() => new Intl.ListFormat(undefined, { type: 'conjunction' }));
}
