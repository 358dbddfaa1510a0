/** Hands the page over to the payment provider (a full page load on its origin). A module of its own, so tests can watch it. */
export function leaveForProvider(url: string): void {
  window.location.assign(url);
}
