/** An `afterClicks` (ClickTurns.quiet) that resolves only when the test says the clicks have calmed down. */
export function calmGate() {
  let open: () => void = () => {};
  let promise = new Promise<void>((r) => (open = r));
  return {
    afterClicks: () => promise,
    calm() {
      open();
      promise = new Promise<void>((r) => (open = r));
    },
  };
}
