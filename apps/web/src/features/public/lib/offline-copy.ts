/**
 * Header the service worker (src/sw.ts) adds when it answers the tournament payload from its copy
 * because the network failed; its value is the ISO time the copy was stored.
 */
export const OFFLINE_COPY_HEADER = "x-kickoff-offline-copy";
