/** Crawlers get no error screens (they would index them); headless browsers used by people are not bots. */
export const isBot = (userAgent = typeof navigator === "undefined" ? "" : navigator.userAgent): boolean =>
  /bot\b|bot\/|crawler|spider|crawling|slurp|mediapartners|bingpreview|facebookexternalhit|embedly|lighthouse/i.test(
    userAgent,
  );
