/**
 * Leaving the app for another address: a checkout, the payment provider's onboarding, the page a
 * checkout sends back to. One seam for it, because jsdom cannot navigate: tests replace `assign`.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
