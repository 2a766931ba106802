/** Placeholder: built by a later step. */
export function Component() {
  return <div data-testid="LandingPage">LandingPage</div>;
}
