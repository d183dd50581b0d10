/**
 * The question asked before leaving a screen with unsaved changes. The shell's
 * UnsavedChangesGuard installs it while a form has unsaved changes; whatever leaves the screen
 * (a navigation, a tab operation that also changes the tab bar) asks here first, so cancelling
 * changes nothing at all, not even the tab bar.
 */
type Ask = () => Promise<boolean>;

let ask: Ask | null = null;
let pending = false;

/** Installs (or, with `null`, removes) the question. */
export function setLeaveGuard(next: Ask | null): void {
  ask = next;
}

/**
 * Runs `leave` at once when nothing is unsaved, else once the user confirms; cancelling runs
 * nothing. While the question is open a second attempt to leave is ignored.
 */
export function whenLeaveAllowed(leave: () => void): void {
  if (!ask) return leave();
  if (pending) return;
  pending = true;
  void ask()
    .then((ok) => {
      pending = false;
      if (ok) leave();
    })
    .catch(() => (pending = false));
}
